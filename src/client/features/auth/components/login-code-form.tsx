import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { CodeField, useCodeEntry } from '#client/components/ui/code-field.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import { useLoginCode } from '#client/features/auth/api/login.ts';
import { useAuthOutcome } from '#client/features/auth/auth-outcome.ts';
import twoFactorTexts from '#shared/locales/es/twoFactor.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ twoFactor: twoFactorTexts });

/**
 * The second step of signing in with two factors: a code from the app or a recovery code. A wrong code is said
 * under the field with the tries left; when the password step ran out (401) it goes back to the password.
 */
export function LoginCodeForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const loginCode = useLoginCode();
  const outcome = useAuthOutcome('login');
  const { code, showProblem, fieldProps } = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    loginCode.mutate(
      { code },
      {
        onSuccess: outcome.onSuccess,
        onError: (error) => {
          if (hasStatus(error, 401)) {
            outcome.onError(error);
            onBack();
            return;
          }
          showProblem(errorMessage(error) ?? t('twoFactor.errorFallback'));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold">{t('twoFactor.title')}</h2>
        <p className="text-sm text-muted-foreground">{t('twoFactor.loginIntro')}</p>
      </div>
      <CodeField label={t('twoFactor.loginCodeLabel')} autoFocus {...fieldProps} />
      <Button type="submit" className="w-full" disabled={loginCode.isPending}>
        {t(loginCode.isPending ? 'twoFactor.checking' : 'twoFactor.continue')}
      </Button>
      <Button variant="link" size="inline" onClick={onBack}>
        {t('twoFactor.backToPassword')}
      </Button>
    </form>
  );
}
