import { ShieldAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MessageWarning } from '#shared/safety.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage.ts';
import { readIds, withId } from '#client/features/moderation/remembered-ids.ts';
import { safetyAdviceOf, type SafetyAdvice } from '#client/features/moderation/safety-advice.ts';
import safetyTexts from '#shared/locales/es/safety.json' with { type: 'json' };
import safetyCardTexts from '#shared/locales/es/safetyCard.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ safety: safetyTexts, safetyCard: safetyCardTexts });

/** Dismissed cards stay dismissed on this device; the latest this many are remembered. */
const DISMISSED_KEPT = 200;

const ADVICE_KEYS: Record<SafetyAdvice, TextKey> = {
  advancePayment: 'safetyCard.advice.advancePayment',
  giftCard: 'safetyCard.advice.giftCard',
  smsCode: 'safetyCard.advice.smsCode',
  bankTransfer: 'safetyCard.advice.bankTransfer',
  offPlatform: 'safetyCard.advice.offPlatform',
};

const dismissedIds = () => readIds(readStorage(STORAGE_KEYS.safetyCardsDismissed));

interface SafetyCardProps {
  messageId: number;
  warnings: readonly MessageWarning[];
}

/**
 * Under a received message that shows a sign of a scam: one calm line of advice for the most serious sign, the way to
 * the safety tips, and a close button that hides it for good.
 */
export function SafetyCard({ messageId, warnings }: SafetyCardProps) {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => dismissedIds().includes(messageId));
  const advice = safetyAdviceOf(warnings);
  if (!advice || dismissed) return null;

  function dismiss() {
    writeStorage(
      STORAGE_KEYS.safetyCardsDismissed,
      JSON.stringify(withId(dismissedIds(), messageId, DISMISSED_KEPT)),
    );
    setDismissed(true);
  }

  return (
    <div
      role="note"
      aria-label={t('safetyCard.label')}
      className="relative w-[85%] max-w-sm rounded-2xl border border-amber-300 bg-amber-50 py-2.5 pr-11 pl-3 text-sm text-stone-900 dark:border-amber-700/70 dark:bg-amber-950/50 dark:text-amber-50"
    >
      <p className="flex gap-2">
        <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <span>{t(ADVICE_KEYS[advice])}</span>
      </p>
      <Link
        href="/safety"
        className="mt-0.5 ml-6 inline-flex min-h-11 items-center font-medium text-amber-900 underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring dark:text-amber-200"
      >
        {t('safety.link')}
      </Link>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('safetyCard.dismiss')}
        className="absolute top-0.5 right-0.5 inline-flex size-11 items-center justify-center rounded-xl text-amber-900 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-ring dark:text-amber-200 dark:hover:bg-amber-900/50"
      >
        <X aria-hidden className="size-4" />
      </button>
    </div>
  );
}
