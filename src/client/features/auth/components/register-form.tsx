import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { RegisterInput } from '../../../../shared/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useRegister } from '../api/register.ts';
import { useReturnPath } from '../return-path.ts';

const validation = lazyResolver(() => import('../validation.ts').then((module) => module.registerResolver));

const EMPTY: Required<RegisterInput> = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'password', 'confirmPassword'] as const;

export function RegisterForm() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const destination = useReturnPath();
  const registration = useRegister();
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    registration.mutate(values, {
      onSuccess: ({ user }) => {
        toast({
          title: t('auth.accountCreatedTitle'),
          description: t('auth.accountCreated', { name: user.firstName }),
        });
        navigate(destination, { replace: true });
      },
      onError: (error) => {
        applyServerErrors(error, FIELDS, form.setError);
        toast({
          variant: 'destructive',
          title: t('auth.registerErrorTitle'),
          description: errorMessage(error) ?? t('auth.registerErrorFallback'),
        });
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
        label={t('auth.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('auth.phonePlaceholder')}
        error={errorText(t, errors.phone)}
        {...form.register('phone')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        error={errorText(t, errors.password)}
        {...form.register('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errorText(t, errors.confirmPassword)}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" className="w-full" disabled={registration.isPending}>
        {t(registration.isPending ? 'auth.registering' : 'auth.registerButton')}
      </Button>
    </form>
  );
}
