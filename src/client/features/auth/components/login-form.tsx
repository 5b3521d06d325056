import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { LoginInput } from '../../../../shared/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/checkbox-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { errorText, lazyResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useLogin } from '../api/login.ts';
import { useReturnPath } from '../return-path.ts';

const validation = lazyResolver(() => import('../validation.ts').then((module) => module.loginResolver));

const EMPTY: LoginInput = { email: '', password: '', rememberMe: false };

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const destination = useReturnPath();
  const login = useLogin();
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: ({ user }) => {
        toast({
          title: t('auth.welcomeTitle'),
          description: t('auth.welcomeBack', { name: user.firstName }),
        });
        navigate(destination, { replace: true });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('auth.loginErrorTitle'),
          description: errorMessage(error) ?? t('auth.loginErrorFallback'),
        }),
    }),
  );

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder={t('auth.emailPlaceholder')}
        error={errorText(t, errors.email)}
        {...form.register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
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
