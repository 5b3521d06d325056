import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { CodeField, useCodeEntry } from '#client/components/ui/code-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { SettingsSection } from '#client/features/settings/components/settings-section.tsx';
import { useDisableTwoFactor } from '#client/features/two-factor/api/two-factor.ts';
import { TwoFactorEnrolment } from './two-factor-enrolment.tsx';

/** Turning it off asks for a current code (or a recovery code): a stolen session alone cannot. */
function DisableForm({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useDisableTwoFactor();
  const { code, showProblem, fieldProps } = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    disable.mutate(
      { code },
      {
        onSuccess: () => toast({ title: t('twoFactor.disabled') }),
        onError: (error) => showProblem(errorMessage(error) ?? t('twoFactor.errorFallback')),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <p className="text-sm text-muted-foreground">{t('twoFactor.disableIntro')}</p>
      <CodeField label={t('twoFactor.disableCodeLabel')} {...fieldProps} />
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="flex-1" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
        <Button type="submit" variant="destructive" className="flex-1" disabled={disable.isPending}>
          {t(disable.isPending ? 'twoFactor.disabling' : 'twoFactor.disable')}
        </Button>
      </div>
    </form>
  );
}

/** Settings: anyone may turn two-step verification on for their account, or off with a code. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const [turningOff, setTurningOff] = useState(false);
  return (
    <SettingsSection title={t('twoFactor.title')} description={t('twoFactor.description')}>
      <div className="space-y-3">
        {!enabled && <TwoFactorEnrolment />}
        {enabled && !turningOff && (
          <>
            <p className="text-sm font-medium">{t('twoFactor.on')}</p>
            <Button variant="outline" className="w-full" onClick={() => setTurningOff(true)}>
              {t('twoFactor.disable')}
            </Button>
          </>
        )}
        {enabled && turningOff && <DisableForm onCancel={() => setTurningOff(false)} />}
      </div>
    </SettingsSection>
  );
}
