import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LoginInput } from '#shared/auth.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { errorText, lazyResolver } from '#client/lib/form.ts';
import { useLogin } from '#client/features/auth/api/login.ts';
import { useAuthOutcome } from '#client/features/auth/auth-outcome.ts';
import { EmailField } from './email-field.tsx';
import { LoginCodeForm } from './login-code-form.tsx';
import authTexts from '#shared/locales/es/auth.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ auth: authTexts });

const validation = lazyResolver(() =>
  import('#client/features/auth/validation.ts').then((module) => module.loginResolver),
);

const EMPTY: LoginInput = { email: '', password: '', rememberMe: true };

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const outcome = useAuthOutcome('login');
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;
  const [askingCode, setAskingCode] = useState(false);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: (answer) => ('user' in answer ? outcome.onSuccess(answer) : setAskingCode(true)),
      onError: outcome.onError,
    }),
  );

  if (askingCode) return <LoginCodeForm onBack={() => setAskingCode(false)} />;

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
      <EmailField error={errorText(t, errors.email)} {...form.register('email')} />
      <PasswordField
        label={t('auth.password')}
        autoComplete="current-password"
        error={errorText(t, errors.password)}
        {...form.register('password')}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <CheckboxField label={t('auth.rememberMe')} {...form.register('rememberMe')} />
        <Button variant="link" size="inline" onClick={onForgotPassword}>
          {t('auth.forgotPasswordLink')}
        </Button>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {t(login.isPending ? 'auth.loggingIn' : 'auth.loginButton')}
      </Button>
    </form>
  );
}
