import { describe, expect, it } from 'vitest';
import { responseTimeKey } from './response-time.ts';

describe('responseTimeKey', () => {
  it('says nothing until the person has answered someone', () => {
    expect(responseTimeKey(null)).toBeNull();
  });

  it('is under an hour up to 59 minutes', () => {
    expect(responseTimeKey(0)).toBe('publicProfile.respondsWithinHour');
    expect(responseTimeKey(59)).toBe('publicProfile.respondsWithinHour');
  });

  it('is a few hours from one hour to just under a day', () => {
    expect(responseTimeKey(60)).toBe('publicProfile.respondsWithinHours');
    expect(responseTimeKey(24 * 60 - 1)).toBe('publicProfile.respondsWithinHours');
  });

  it('is a day or more from 24 hours on', () => {
    expect(responseTimeKey(24 * 60)).toBe('publicProfile.respondsInDays');
    expect(responseTimeKey(10 * 24 * 60)).toBe('publicProfile.respondsInDays');
  });
});
