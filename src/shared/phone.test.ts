import { describe, expect, it } from 'vitest';
import { salvadoranMobile } from './phone.ts';

describe('salvadoranMobile', () => {
  it.each([
    ['70123456', '+50370123456'],
    ['7012 3456', '+50370123456'],
    ['7012-3456', '+50370123456'],
    ['6012.3456', '+50360123456'],
    ['+503 7012 3456', '+50370123456'],
    ['+503-7012-3456', '+50370123456'],
    ['503 70123456', '+50370123456'],
    ['(503) 7012-3456', '+50370123456'],
    ['00503 7012 3456', '+50370123456'],
  ])('reads %s as %s', (typed, e164) => expect(salvadoranMobile(typed)).toBe(e164));

  it.each([
    '2212 3456',
    '8012 3456',
    '5012 3456',
    '7012 345',
    '7012 34567',
    '+502 7012 3456',
    '+1 415 555 1234',
    '503 2212 3456',
    'siete mil',
    '',
  ])('refuses %s', (typed) => expect(salvadoranMobile(typed)).toBeUndefined());
});
