import { ArrowLeft, MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ResultCard } from '#client/components/ui/result-card.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { focusOnMount } from '#client/lib/focus.ts';
import { errorText, lazyResolver } from '#client/lib/form.ts';
import { useForgotPassword } from '#client/features/auth/api/forgot-password.ts';
import { EmailField } from './email-field.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

const validation = lazyResolver(() =>
  import('#client/features/auth/validation.ts').then((module) => module.forgotPasswordResolver),
);

function BackToLogin({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" className="w-full" onClick={onBack}>
      <ArrowLeft aria-hidden className="size-4" />
      {t('auth.forgot.backToLogin')}
    </Button>
  );
}

/** Forgot password: idle → sending → sent, or error (stays on the form with an alert). */
export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm({ resolver: validation.resolver, defaultValues: { email: '' } });
  const onSubmit = form.handleSubmit((values) => forgot.mutate(values));

  if (forgot.isSuccess) {
    return (
      <ResultCard
        Icon={MailCheck}
        outcome="done"
        title={t('auth.forgot.sentTitle')}
        heading="h2"
        message={forgot.data.message}
      >
        <BackToLogin onBack={onBack} />
      </ResultCard>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle ref={focusOnMount} tabIndex={-1} className="outline-none">
          {t('auth.forgot.title')}
        </CardTitle>
        <CardDescription>{t('auth.forgot.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
        {forgot.isError && (
          <Alert variant="destructive" title={t('auth.forgot.error')}>
            {errorMessage(forgot.error)}
          </Alert>
        )}
        <EmailField error={errorText(t, form.formState.errors.email)} {...form.register('email')} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {t(forgot.isPending ? 'auth.forgot.sending' : 'auth.forgot.send')}
        </Button>
        <BackToLogin onBack={onBack} />
      </form>
    </Card>
  );
}
