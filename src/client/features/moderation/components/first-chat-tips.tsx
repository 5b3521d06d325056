import { HandCoins, KeyRound, MessagesSquare, ShieldCheck, X, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useMarkSafetyTipsSeen } from '#client/features/moderation/api/mark-safety-tips-seen.ts';
import safetyCardTexts from '#shared/locales/es/safetyCard.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ safetyCard: safetyCardTexts });

const TIPS: readonly (readonly [LucideIcon, TextKey])[] = [
  [HandCoins, 'safetyCard.firstChat.advance'],
  [KeyRound, 'safetyCard.firstChat.codes'],
  [MessagesSquare, 'safetyCard.firstChat.stay'],
];

/**
 * The first chat a new account opens (on any phone) starts with three safety tips and the way to the rest. They are
 * shown once: the server remembers them as seen as soon as they show, and they stay until closed or the chat is left
 * (whether they are due is read when the chat opens, so marking them seen does not hide them).
 */
export function FirstChatTips() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const [shown, setShown] = useState(user?.showSafetyTips ?? false);
  const { mutate: markSeen } = useMarkSafetyTipsSeen();

  useEffect(() => {
    if (shown) markSeen();
  }, [shown, markSeen]);

  if (!shown) return null;
  return (
    <section
      aria-labelledby="first-chat-tips-title"
      className="relative mt-3 space-y-2 rounded-2xl border border-accent/30 bg-accent-soft p-3 pr-11 text-sm"
    >
      <h2 id="first-chat-tips-title" className="flex items-center gap-2 font-semibold">
        <ShieldCheck aria-hidden className="size-4 shrink-0 text-accent" />
        {t('safetyCard.firstChat.title')}
      </h2>
      <ul className="space-y-1.5">
        {TIPS.map(([Icon, key]) => (
          <li key={key} className="flex gap-2">
            <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <Link
        href="/safety"
        className="inline-flex min-h-11 items-center font-medium text-foreground underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
      >
        {t('safetyCard.firstChat.more')}
      </Link>
      <button
        type="button"
        onClick={() => setShown(false)}
        aria-label={t('safetyCard.firstChat.dismiss')}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-xl text-muted-foreground hover:bg-card focus-visible:outline-2 focus-visible:outline-ring"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
