import { ShieldAlert, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { MessageWarning } from '#shared/safety.ts';
import type { ReportTarget } from '#client/features/moderation/api/create-report.ts';
import { ReportButton } from '#client/features/moderation/components/report-button.tsx';
import { readStorage, STORAGE_KEYS, writeStorage } from '#client/lib/storage.ts';
import { cn } from '#client/lib/cn.ts';
import { readIds, withId } from '#client/features/moderation/remembered-ids.ts';
import { mostSeriousWarning } from '#client/features/moderation/safety-advice.ts';
import safetyTexts from '#shared/locales/es/safety.json' with { type: 'json' };
import safetyCardTexts from '#shared/locales/es/safetyCard.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ safety: safetyTexts, safetyCard: safetyCardTexts, moderation: moderationTexts });

/** Dismissed cards stay dismissed on this device; the latest this many are remembered. */
const DISMISSED_KEPT = 200;

/** For each warning: what the trick is and what to do. */
const ADVICE_KEYS: Record<MessageWarning, TextKey> = {
  advance_payment: 'safetyCard.advice.advancePayment',
  bank_transfer: 'safetyCard.advice.bankTransfer',
  gift_card: 'safetyCard.advice.giftCard',
  sms_code: 'safetyCard.advice.smsCode',
  link: 'safetyCard.advice.link',
  phone_number: 'safetyCard.advice.phoneNumber',
  payment_proof: 'safetyCard.advice.paymentProof',
  prepaid_shipping: 'safetyCard.advice.prepaidShipping',
};

/** On amber, like the card's other controls. */
const CARD_CONTROL =
  'font-medium text-amber-900 underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring dark:text-amber-200';

const dismissedIds = () => readIds(readStorage(STORAGE_KEYS.safetyCardsDismissed));

interface SafetyCardProps {
  message: Extract<ReportTarget, { type: 'message' }>;
  warnings: readonly MessageWarning[];
}

/**
 * Under a received message that shows a sign of a scam: what the trick of its most serious sign is and what to do,
 * the way to the safety tips, "Reportar" (the message, as a scam), and a close button that hides it for good. Nothing
 * is blocked.
 */
export function SafetyCard({ message, warnings }: SafetyCardProps) {
  const { t } = useTranslation();
  const messageId = message.id;
  const [dismissed, setDismissed] = useState(() => dismissedIds().includes(messageId));
  const warning = mostSeriousWarning(warnings);
  if (!warning || dismissed) return null;

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
        <span>{t(ADVICE_KEYS[warning])}</span>
      </p>
      <div className="ml-6 flex flex-wrap items-center gap-x-4">
        <Link href="/safety" className={cn('inline-flex min-h-11 items-center underline', CARD_CONTROL)}>
          {t('safety.link')}
        </Link>
        <ReportButton
          target={message}
          label={t('safetyCard.report')}
          dialogTitle={t('moderation.reportMessage')}
          initialReason="scam"
          look="plain"
          className={cn('hover:underline', CARD_CONTROL)}
        />
      </div>
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
