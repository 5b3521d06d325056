import { describe, expect, it } from 'vitest';
import { MESSAGE_WARNINGS } from '#shared/safety.ts';
import { safetyAdviceOf } from './safety-advice.ts';

describe('safetyAdviceOf', () => {
  it('gives nothing for a message without warnings', () => {
    expect(safetyAdviceOf([])).toBeNull();
  });

  it('has an advice for every warning on its own', () => {
    expect(MESSAGE_WARNINGS.map((code) => safetyAdviceOf([code]))).toEqual([
      'advancePayment',
      'bankTransfer',
      'giftCard',
      'smsCode',
      'offPlatform',
      'offPlatform',
    ]);
  });

  it('warns about paying ahead, gift cards and codes before transfers', () => {
    expect(safetyAdviceOf(['bank_transfer', 'advance_payment'])).toBe('advancePayment');
    expect(safetyAdviceOf(['bank_transfer', 'gift_card'])).toBe('giftCard');
    expect(safetyAdviceOf(['sms_code', 'bank_transfer', 'link'])).toBe('smsCode');
  });

  it('warns about a transfer before a link or a phone number', () => {
    expect(safetyAdviceOf(['link', 'phone_number', 'bank_transfer'])).toBe('bankTransfer');
    expect(safetyAdviceOf(['phone_number', 'link'])).toBe('offPlatform');
  });

  it('puts an advance payment first, whatever order the codes come in', () => {
    expect(safetyAdviceOf(['sms_code', 'gift_card', 'advance_payment'])).toBe('advancePayment');
    expect(safetyAdviceOf(['sms_code', 'gift_card'])).toBe('giftCard');
  });
});
