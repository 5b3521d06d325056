import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RegisterInput } from '#shared/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { useRegister } from '#client/features/auth/api/register.ts';
import { useAuthOutcome } from '#client/features/auth/auth-outcome.ts';
import { EmailField } from './email-field.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

const validation = lazyResolver(() =>
  import('#client/features/auth/validation.ts').then((module) => module.registerResolver),
);

const EMPTY: RegisterInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  rememberMe: true,
};
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const registration = useRegister();
  const outcome = useAuthOutcome('register');
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: outcome.onSuccess,
      onError: (error) => {
        applyServerErrors(error, FIELDS, form.setError);
        outcome.onError(error);
      },
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('auth.firstName')}
          autoComplete="given-name"
          error={errorText(t, errors.firstName)}
          {...form.register('firstName')}
        />
        <TextField
          label={t('auth.lastName')}
          autoComplete="family-name"
          error={errorText(t, errors.lastName)}
          {...form.register('lastName')}
        />
      </div>
      <EmailField error={errorText(t, errors.email)} {...form.register('email')} />
      <TextField
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('auth.phonePlaceholder')}
        hint={t('auth.phoneHint')}
        error={errorText(t, errors.phone)}
        {...form.register('phone')}
      />
      <PasswordField
        label={t('auth.password')}
        autoComplete="new-password"
        error={errorText(t, errors.password)}
        {...form.register('password')}
      />
      <p className="text-sm text-muted-foreground">
        <Trans
          i18nKey="auth.consent"
          components={{
            terms: <Link href="/terms" className="text-primary underline underline-offset-4" />,
            privacy: <Link href="/privacy" className="text-primary underline underline-offset-4" />,
          }}
        />
      </p>
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {t(registration.isPending ? 'auth.registering' : 'auth.registerButton')}
      </Button>
    </form>
  );
}
