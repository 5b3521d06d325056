import { MailWarning } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { CloseButton } from '#client/components/ui/button.tsx';
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage.ts';
import { ResendVerificationButton } from './resend-verification-button.tsx';
import verifyEmailTexts from '#shared/locales/es/verifyEmail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ verifyEmail: verifyEmailTexts });

/** Dismissed for this browser session only, and only for the account that dismissed it: the next visit reminds again. */
const dismissedFor = (user: CurrentUser) =>
  readStorage(STORAGE_KEYS.verifyBannerDismissed, 'session') === String(user.id);

/**
 * Home and profile, for signed-in users whose address is not verified yet: why to open the link, a resend button and a
 * close button. `compact` (home) is one line without the why, so the listings still start near the top of a phone.
 */
export function VerifyEmailBanner({ user, compact = false }: { user: CurrentUser; compact?: boolean }) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => dismissedFor(user));
  if (user.emailVerified || dismissed) return null;
  const dismiss = () => {
    writeStorage(STORAGE_KEYS.verifyBannerDismissed, String(user.id), 'session');
    setDismissed(true);
  };
  const close = (
    <CloseButton
      label={t('verifyEmail.dismiss')}
      onClick={dismiss}
      className={compact ? undefined : '-mt-2 -mr-2'}
    />
  );
  if (compact) {
    return (
      <section
        aria-label={t('verifyEmail.bannerTitle')}
        className="flex items-center gap-2 rounded-2xl border border-accent/30 bg-accent-soft py-1 pr-1 pl-3"
      >
        <MailWarning aria-hidden className="size-5 shrink-0 text-accent" />
        <p className="min-w-0 flex-1 text-sm font-semibold">{t('verifyEmail.bannerTitle')}</p>
        <ResendVerificationButton />
        {close}
      </section>
    );
  }
  return (
    <section
      aria-label={t('verifyEmail.bannerTitle')}
      className="flex gap-3 rounded-2xl border border-accent/30 bg-accent-soft p-4"
    >
      <MailWarning aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
      <div className="min-w-0 flex-1 space-y-2 text-sm">
        <p className="font-semibold">{t('verifyEmail.bannerTitle')}</p>
        <p className="text-muted-foreground">{t('verifyEmail.bannerText')}</p>
        <ResendVerificationButton />
      </div>
      {close}
    </section>
  );
}
