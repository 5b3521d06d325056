import { KeyRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordInput } from '#shared/users.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { errorMessage, fieldErrors, hasStatus } from '#client/lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { useChangePassword } from '#client/features/settings/api/change-password.ts';
import { FormActions } from './form-actions.tsx';
import { SettingsSection } from './settings-section.tsx';
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ settings: settingsTexts });

const validation = lazyResolver(() =>
  import('#client/features/settings/validation.ts').then((module) => module.changePasswordResolver),
);

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A 400 without per-field messages is the wrong current password: said under that field. */
function showUnderFields(error: unknown, setError: UseFormSetError<ChangePasswordInput>): boolean {
  const message = errorMessage(error);
  if (hasStatus(error, 400) && message && Object.keys(fieldErrors(error)).length === 0) {
    setError('currentPassword', { type: 'server', message }, { shouldFocus: true });
    return true;
  }
  applyServerErrors(error, FIELDS, setError);
  return false;
}

/** The current password is required, new one of 6 or more, typed twice. A failed change keeps what was typed. */
function PasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('currentPassword'), [setFocus]);

  const onSubmit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ message }) => {
        toast({ title: t('settings.security.changed'), description: message });
        onDone();
      },
      onError: (error) => {
        if (showUnderFields(error, form.setError)) return;
        toast({
          variant: 'destructive',
          title: t('settings.security.errorTitle'),
          description: errorMessage(error) ?? t('settings.tryAgain'),
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
      <PasswordField
        label={t('settings.security.currentPassword')}
        autoComplete="current-password"
        error={errorText(t, errors.currentPassword)}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label={t('settings.security.newPassword')}
        autoComplete="new-password"
        error={errorText(t, errors.newPassword)}
        {...form.register('newPassword')}
      />
      <PasswordField
        label={t('settings.security.confirmPassword')}
        autoComplete="new-password"
        error={errorText(t, errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <FormActions submitKey="settings.security.submit" pending={change.isPending} onCancel={onDone} />
    </form>
  );
}

/** Security: the password change, opened on demand; it signs the other devices out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <SettingsSection title={t('settings.security.title')} description={t('settings.security.description')}>
      {open ? (
        <PasswordForm onDone={() => setOpen(false)} />
      ) : (
        <Button variant="outline" className="w-full" onClick={() => setOpen(true)}>
          <KeyRound aria-hidden className="size-4" />
          {t('settings.security.open')}
        </Button>
      )}
    </SettingsSection>
  );
}
