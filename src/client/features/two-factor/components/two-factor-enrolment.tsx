import { Copy, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '#shared/two-factor.ts';
import { Button } from '#client/components/ui/button.tsx';
import { CodeField, useCodeEntry } from '#client/components/ui/code-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useEnableTwoFactor,
  useReadCurrentUserAgain,
  useSetUpTwoFactor,
} from '#client/features/two-factor/api/two-factor.ts';
import twoFactorTexts from '#shared/locales/es/twoFactor.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ twoFactor: twoFactorTexts });

function useFailureToast() {
  const { t } = useTranslation();
  return (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('twoFactor.errorTitle'),
      description: errorMessage(error) ?? t('twoFactor.errorFallback'),
    });
}

/** The QR, the key as text and the otpauth link (for people who cannot scan), then the code that turns it on. */
function ScanAndConfirm({
  setup,
  onEnabled,
}: {
  setup: TwoFactorSetup;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const enable = useEnableTwoFactor();
  const failed = useFailureToast();
  const { code, showProblem, fieldProps } = useCodeEntry();

  function submit(event: FormEvent) {
    event.preventDefault();
    enable.mutate(
      { code },
      {
        onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
        onError: (error) => {
          const message = errorMessage(error);
          if (message) showProblem(message);
          else failed(error);
        },
      },
    );
  }

  return (
    <div className="space-y-4">
      <p>{t('twoFactor.scan')}</p>
      <img
        src={setup.qr}
        alt={t('twoFactor.qrAlt')}
        width={192}
        height={192}
        className="mx-auto rounded-md bg-white p-2"
      />
      <div className="space-y-1">
        <p className="text-sm text-muted-foreground">{t('twoFactor.cantScan')}</p>
        <code
          className="block rounded-md bg-muted p-2 text-center font-mono text-sm break-all"
          data-testid="two-factor-secret"
        >
          {setup.secret}
        </code>
        <a href={setup.otpauthUrl} className="text-sm font-medium text-primary underline underline-offset-4">
          {t('twoFactor.openLink')}
        </a>
      </div>
      <form noValidate onSubmit={submit} className="space-y-3">
        <p>{t('twoFactor.enterCode')}</p>
        <CodeField label={t('twoFactor.codeLabel')} inputMode="numeric" maxLength={7} {...fieldProps} />
        <Button type="submit" className="w-full" disabled={enable.isPending}>
          {t(enable.isPending ? 'twoFactor.activating' : 'twoFactor.activate')}
        </Button>
      </form>
    </div>
  );
}

/** The recovery codes, shown this once, until the person says they saved them. */
function RecoveryCodesList({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    toast({ title: t('twoFactor.copied') });
  }
  return (
    <div className="space-y-4">
      <h3 className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden className="size-5 text-primary" />
        {t('twoFactor.recoveryTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('twoFactor.recoveryIntro')}</p>
      <ul className="grid grid-cols-2 gap-2 font-mono" aria-label={t('twoFactor.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-muted px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-2">
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden className="size-4" />
          {t('twoFactor.copy')}
        </Button>
        <Button onClick={onSaved}>{t('twoFactor.saved')}</Button>
      </div>
    </div>
  );
}

/**
 * Turning two-step verification on, in three steps: a new secret, a code from it, the recovery codes. The signed-in
 * user is read again only when the codes are put away, so the screen does not change under them.
 */
export function TwoFactorEnrolment({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const setUp = useSetUpTwoFactor();
  const failed = useFailureToast();
  const readAgain = useReadCurrentUserAgain();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (recoveryCodes)
    return (
      <RecoveryCodesList
        codes={recoveryCodes}
        onSaved={() => {
          void readAgain();
          onDone?.();
        }}
      />
    );
  if (setUp.data) return <ScanAndConfirm setup={setUp.data} onEnabled={setRecoveryCodes} />;
  return (
    <Button
      className="w-full"
      disabled={setUp.isPending}
      onClick={() => setUp.mutate(undefined, { onError: failed })}
    >
      <ShieldCheck aria-hidden className="size-4" />
      {t(setUp.isPending ? 'twoFactor.preparing' : 'twoFactor.start')}
    </Button>
  );
}
