import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_CODE_LENGTH, PHONE_RESEND_AFTER_SECONDS } from '#shared/phone.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useSendPhoneCode, useVerifyPhoneCode } from '#client/features/settings/api/phone.ts';
import phoneTexts from '#shared/locales/es/phone.json' with { type: 'json' };
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ phone: phoneTexts, settings: settingsTexts });

/** Seconds left before another SMS may be asked for, counting down once a second from each send. */
function useResendCountdown(sentAt: number | undefined) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (sentAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentAt]);
  if (sentAt === undefined) return 0;
  return Math.max(0, PHONE_RESEND_AFTER_SECONDS - Math.floor((now - sentAt) / 1000));
}

/** The number, then the code of the SMS: each step's error said under its field, in the server's words. */
export default function PhoneVerificationForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendPhoneCode();
  const verify = useVerifyPhoneCode();
  const [typed, setTyped] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ phone: string; at: number }>();
  const secondsLeft = useResendCountdown(sent?.at);

  const askCode = (event?: FormEvent) => {
    event?.preventDefault();
    send.mutate({ phone: typed }, { onSuccess: ({ phone }) => setSent({ phone, at: Date.now() }) });
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(
      { code },
      {
        onSuccess: () => {
          toast({ title: t('phone.verifiedToast') });
          onDone();
        },
      },
    );
  };

  if (!sent) {
    return (
      <form noValidate onSubmit={askCode} className="space-y-4">
        <TextField
          label={t('phone.numberLabel')}
          hint={t('phone.numberHint')}
          error={send.error ? (errorMessage(send.error) ?? t('settings.tryAgain')) : undefined}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          autoFocus
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={send.isPending || typed.trim() === ''}>
          {send.isPending ? t('phone.sending') : t('phone.send')}
        </Button>
      </form>
    );
  }
  const sendError = send.error ? (errorMessage(send.error) ?? t('settings.tryAgain')) : undefined;
  return (
    <form noValidate onSubmit={confirm} className="space-y-4">
      <TextField
        label={t('phone.codeLabel')}
        hint={t('phone.codeHint', { phone: sent.phone })}
        error={verify.error ? (errorMessage(verify.error) ?? t('settings.tryAgain')) : sendError}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 1}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" className="w-full" disabled={verify.isPending || code.trim() === ''}>
        {verify.isPending ? t('phone.confirming') : t('phone.confirm')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" onClick={() => setSent(undefined)}>
          {t('phone.changeNumber')}
        </Button>
        {secondsLeft > 0 ? (
          <p className="text-muted-foreground" aria-live="polite">
            {t('phone.resendIn', { seconds: secondsLeft })}
          </p>
        ) : (
          <Button type="button" variant="outline" disabled={send.isPending} onClick={() => askCode()}>
            {t('phone.resend')}
          </Button>
        )}
      </div>
    </form>
  );
}
