import type { MessageWarning } from '#shared/safety.ts';

/**
 * Most serious first: losing money or the account outright (paying ahead, the shipping first, gift cards, handing
 * over a code), then a payment that can be faked (a receipt, a transfer), then leaving Cerquita (a link, a phone
 * number). A specific trick comes before the general one it belongs to: prepaid shipping is also an advance payment,
 * and a receipt usually comes with a transfer.
 */
const BY_SERIOUSNESS: readonly MessageWarning[] = [
  'prepaid_shipping',
  'advance_payment',
  'gift_card',
  'sms_code',
  'payment_proof',
  'bank_transfer',
  'link',
  'phone_number',
];

/** The warning a safety card explains, when a message raised several; null when it raised none. */
export function mostSeriousWarning(warnings: readonly MessageWarning[]): MessageWarning | null {
  return BY_SERIOUSNESS.find((code) => warnings.includes(code)) ?? null;
}
