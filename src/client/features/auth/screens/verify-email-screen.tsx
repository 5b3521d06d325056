import { MailCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { ResultCard } from '#client/components/ui/result-card.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useVerifyEmail } from '#client/features/auth/api/verify-email.ts';
import { ResendVerificationButton } from '#client/features/auth/components/resend-verification-button.tsx';
import verifyEmailTexts from '#shared/locales/es/verifyEmail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ verifyEmail: verifyEmailTexts });

/** Onward from the result: the app when signed in, sign-in otherwise (the link may be opened on another device). */
function OnwardLink({ signedIn, variant }: { signedIn: boolean; variant: 'primary' | 'ghost' }) {
  const { t } = useTranslation();
  return (
    <Link href={signedIn ? '/' : '/auth'} className={buttonClass({ variant, className: 'w-full' })}>
      {t(signedIn ? 'verifyEmail.goHome' : 'verifyEmail.signIn')}
    </Link>
  );
}

function SuccessCard({ message, signedIn }: { message: string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <ResultCard Icon={MailCheck} outcome="done" title={t('verifyEmail.successTitle')} message={message}>
      <OnwardLink signedIn={signedIn} variant="primary" />
    </ResultCard>
  );
}

/** A bad, used or expired link: why, and a new link (signed in) or the way to sign in and ask for one. */
function FailureCard({ message, signedIn }: { message: string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <ResultCard Icon={TriangleAlert} outcome="failed" title={t('verifyEmail.errorTitle')} message={message}>
      {signedIn ? (
        <ResendVerificationButton className="w-full" />
      ) : (
        <p className="text-sm text-muted-foreground">{t('verifyEmail.signInForNewLink')}</p>
      )}
      <OnwardLink signedIn={signedIn} variant={signedIn ? 'ghost' : 'primary'} />
    </ResultCard>
  );
}

function Verifying({ token, signedIn }: { token: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const { mutate } = verify;
  // Once per token: the link is single use, so a second call (React's development double effects) would fail it.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [mutate, token]);

  if (verify.isSuccess) return <SuccessCard message={verify.data.message} signedIn={signedIn} />;
  if (verify.isError) {
    const message = errorMessage(verify.error) ?? t('verifyEmail.errorFallback');
    return <FailureCard message={message} signedIn={signedIn} />;
  }
  return (
    <Card className="flex flex-col items-center gap-3 text-center">
      <Spinner />
      <h1 className="text-lg font-semibold">{t('verifyEmail.verifying')}</h1>
    </Card>
  );
}

/** /verify-email?token=… — the page of the link mailed at registration: verifies at once and says how it went. */
export default function VerifyEmailScreen() {
  const { t } = useTranslation();
  const token = new URLSearchParams(useSearch()).get('token');
  const { data: user } = useCurrentUser();
  const signedIn = Boolean(user);
  useDocumentTitle(t('verifyEmail.title'));
  return (
    <div className="mx-auto w-full max-w-md py-4">
      {token ? (
        <Verifying token={token} signedIn={signedIn} />
      ) : (
        <FailureCard message={t('verifyEmail.missingToken')} signedIn={signedIn} />
      )}
    </div>
  );
}
