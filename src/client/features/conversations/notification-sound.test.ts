import { describe, expect, it } from 'vitest';
import { shouldPlaySound, SOUND_BURST_GAP_MS } from './notification-sound.ts';

describe('notification sound', () => {
  it('plays when the count rises, the first unread message included, never on the first load', () => {
    expect(shouldPlaySound(0, 1)).toBe(true);
    expect(shouldPlaySound(1, 2)).toBe(true);
    expect(shouldPlaySound(undefined, 3)).toBe(false);
    expect(shouldPlaySound(3, 3)).toBe(false);
    expect(shouldPlaySound(3, 1)).toBe(false);
  });

  it('plays once per burst: not again until the gap after the last beep has passed', () => {
    expect(shouldPlaySound(1, 2, 200)).toBe(false);
    expect(shouldPlaySound(1, 2, SOUND_BURST_GAP_MS - 1)).toBe(false);
    expect(shouldPlaySound(1, 2, SOUND_BURST_GAP_MS)).toBe(true);
  });
});
