import type { MessageWarning } from '#shared/safety.ts';

/** The advice a safety card gives: one line, for the most serious sign a message shows. */
export type SafetyAdvice = 'advancePayment' | 'giftCard' | 'smsCode' | 'bankTransfer' | 'offPlatform';

/**
 * Most serious first: losing money or the account outright (paying ahead, gift cards, handing over a code), then a
 * payment that can be faked (a transfer's receipt), then leaving Cerquita (a link, a phone number).
 */
const BY_SERIOUSNESS: readonly (readonly [MessageWarning, SafetyAdvice])[] = [
  ['advance_payment', 'advancePayment'],
  ['gift_card', 'giftCard'],
  ['sms_code', 'smsCode'],
  ['bank_transfer', 'bankTransfer'],
  ['link', 'offPlatform'],
  ['phone_number', 'offPlatform'],
];

/** The one advice for a message's warnings; null when it raised none. */
export function safetyAdviceOf(warnings: readonly MessageWarning[]): SafetyAdvice | null {
  return BY_SERIOUSNESS.find(([code]) => warnings.includes(code))?.[1] ?? null;
}
