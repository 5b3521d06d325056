import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { RESET_REDIRECT_MS } from '#shared/constants.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { PasswordField } from '#client/components/ui/password-field.tsx';
import { ResultCard } from '#client/components/ui/result-card.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { errorText, lazyResolver } from '#client/lib/form.ts';
import { useResetPassword } from '#client/features/auth/api/reset-password.ts';
import resetTexts from '#shared/locales/es/reset.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ reset: resetTexts });

const validation = lazyResolver(() =>
  import('#client/features/auth/validation.ts').then((module) => module.resetPasswordResolver),
);

function InvalidTokenCard() {
  const { t } = useTranslation();
  return (
    <ResultCard
      Icon={TriangleAlert}
      outcome="failed"
      title={t('reset.invalidTokenTitle')}
      message={t('reset.invalidTokenDescription')}
    >
      <Link href="/auth" className={buttonClass({ className: 'w-full' })}>
        {t('reset.backToLogin')}
      </Link>
    </ResultCard>
  );
}

function SuccessCard({ message }: { message: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <ResultCard Icon={CircleCheck} outcome="done" title={t('reset.successTitle')} message={message}>
      <p className="text-sm text-muted-foreground">{t('reset.redirecting')}</p>
    </ResultCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useForm({
    resolver: validation.resolver,
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => reset.mutate(values));

  if (reset.isSuccess) return <SuccessCard message={reset.data.message} />;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1">{t('reset.title')}</CardTitle>
        <CardDescription>{t('reset.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
        {reset.isError && (
          <Alert variant="destructive" title={errorMessage(reset.error) ?? t('reset.errorFallback')} />
        )}
        <PasswordField
          label={t('reset.password')}
          autoComplete="new-password"
          error={errorText(t, errors.password)}
          {...form.register('password')}
        />
        <PasswordField
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          error={errorText(t, errors.confirmPassword ?? errors.token)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {t(reset.isPending ? 'reset.submitting' : 'reset.submit')}
        </Button>
        <Link href="/auth" className={buttonClass({ variant: 'ghost', className: 'w-full' })}>
          {t('reset.cancel')}
        </Link>
      </form>
    </Card>
  );
}

/** /reset-password?token=…: missing token, form, success (then /auth after 3 s) or error. */
export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token');
  useDocumentTitle(t('reset.title'));
  return (
    <div className="mx-auto w-full max-w-md py-4">
      {token ? <ResetPasswordForm token={token} /> : <InvalidTokenCard />}
    </div>
  );
}
