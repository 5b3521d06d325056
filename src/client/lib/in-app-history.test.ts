import { describe, expect, it } from 'vitest';
import { depthOf, withDepth } from './in-app-history.ts';

describe('the in-app depth of a history entry', () => {
  it('is 0 for an entry the app did not stamp: opened from a link, or a state of its own', () => {
    expect(depthOf(null)).toBe(0);
    expect(depthOf('text')).toBe(0);
    expect(depthOf({ other: 1 })).toBe(0);
    expect(depthOf({ inAppDepth: -1 })).toBe(0);
    expect(depthOf({ inAppDepth: 1.5 })).toBe(0);
  });

  it('is read back as stamped, keeping what else the state held', () => {
    const stamped = withDepth({ other: 1 }, 3);
    expect(depthOf(stamped)).toBe(3);
    expect(stamped).toEqual({ other: 1, inAppDepth: 3 });
    expect(depthOf(withDepth(null, 2))).toBe(2);
  });
});
