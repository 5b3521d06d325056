import { describe, expect, it } from 'vitest';
import { shouldPlaySound } from './notification-sound.ts';

describe('notification sound', () => {
  it('plays when the count rises above a previous non-zero value, only then', () => {
    expect(shouldPlaySound(1, 2)).toBe(true);
    expect(shouldPlaySound(0, 1)).toBe(false);
    expect(shouldPlaySound(undefined, 3)).toBe(false);
    expect(shouldPlaySound(3, 3)).toBe(false);
    expect(shouldPlaySound(3, 1)).toBe(false);
  });
});
