import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNINGS } from '#shared/safety.ts';
import { mostSeriousWarning } from './safety-advice.ts';

describe('mostSeriousWarning', () => {
  it('gives nothing for a message without warnings', () => {
    expect(mostSeriousWarning([])).toBeNull();
  });

  it('explains every warning on its own', () => {
    expect(MESSAGE_WARNINGS.map((code) => mostSeriousWarning([code]))).toEqual([...MESSAGE_WARNINGS]);
  });

  it('warns about paying ahead, gift cards and codes before receipts and transfers', () => {
    expect(mostSeriousWarning(['bank_transfer', 'advance_payment'])).toBe('advance_payment');
    expect(mostSeriousWarning(['bank_transfer', 'gift_card'])).toBe('gift_card');
    expect(mostSeriousWarning(['sms_code', 'bank_transfer', 'payment_proof', 'link'])).toBe('sms_code');
  });

  it('explains the specific trick before the general one it belongs to', () => {
    expect(mostSeriousWarning(['advance_payment', 'prepaid_shipping'])).toBe('prepaid_shipping');
    expect(mostSeriousWarning(['bank_transfer', 'payment_proof'])).toBe('payment_proof');
  });

  it('warns about a transfer before a link or a phone number', () => {
    expect(mostSeriousWarning(['link', 'phone_number', 'bank_transfer'])).toBe('bank_transfer');
    expect(mostSeriousWarning(['phone_number', 'link'])).toBe('link');
  });
});
