import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage, hasStatus } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useResendVerification } from '#client/features/auth/api/resend-verification.ts';
import verifyEmailTexts from '#shared/locales/es/verifyEmail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ verifyEmail: verifyEmailTexts });

/** Asks for a new verification link; the server's answer (sent, throttled, already verified) is the toast. */
export function ResendVerificationButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => toast({ title: t('verifyEmail.resent'), description: message }),
      onError: (error) =>
        toast({
          // Already verified is good news, not a failure.
          variant: hasStatus(error, 409) ? 'default' : 'destructive',
          title: errorMessage(error) ?? t('verifyEmail.resendError'),
        }),
    });
  return (
    <Button variant="outline" size="sm" disabled={resend.isPending} onClick={send} className={className}>
      <Send aria-hidden className="size-4" />
      {t(resend.isPending ? 'verifyEmail.resending' : 'verifyEmail.resend')}
    </Button>
  );
}
