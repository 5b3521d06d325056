import { HandCoins, KeyRound, MessagesSquare, ShieldCheck, X, type LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage.ts';
import { readIds, withId } from '#client/features/moderation/remembered-ids.ts';

/** The accounts remembered on one device as having seen the tips (a shared phone holds a few). */
const ACCOUNTS_KEPT = 50;

const TIPS: readonly (readonly [LucideIcon, string])[] = [
  [HandCoins, 'safetyCard.firstChat.advance'],
  [KeyRound, 'safetyCard.firstChat.codes'],
  [MessagesSquare, 'safetyCard.firstChat.stay'],
];

const seenBy = () => readIds(readStorage(STORAGE_KEYS.chatTipsSeen));

/**
 * The first chat an account opens on this device starts with three safety tips and the way to the rest. They are shown
 * once: remembered as seen as soon as they show, and they stay until closed or the chat is left.
 */
export function FirstChatTips({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => !seenBy().includes(userId));

  useEffect(() => {
    if (shown)
      writeStorage(STORAGE_KEYS.chatTipsSeen, JSON.stringify(withId(seenBy(), userId, ACCOUNTS_KEPT)));
  }, [shown, userId]);

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
