import { describe, expect, it } from 'vitest';
import { recommendedCategory, withRecommendations } from './recommendations.ts';

const categories = [
  { id: 1, name: 'Electrónicos', icon: 'smartphone' },
  { id: 2, name: 'Ropa', icon: 'shirt' },
  { id: 3, name: 'Hogar', icon: 'house' },
];

describe('withRecommendations', () => {
  it('puts a recommendation after every 8th item, numbering them', () => {
    const entries = withRecommendations(
      Array.from({ length: 17 }, (_, index) => index + 1),
      8,
    );
    const positions = entries.flatMap((entry, index) => (entry.kind === 'recommendation' ? [index] : []));
    expect(positions).toEqual([8, 17]);
    expect(entries[8]).toEqual({ kind: 'recommendation', slot: 0 });
    expect(entries[17]).toEqual({ kind: 'recommendation', slot: 1 });
    expect(entries).toHaveLength(19);
  });

  it('adds none to a short list or when turned off', () => {
    expect(withRecommendations([1, 2, 3], 8).every((entry) => entry.kind === 'item')).toBe(true);
    expect(
      withRecommendations(
        Array.from({ length: 16 }, () => 0),
        0,
      ),
    ).toHaveLength(16);
  });
});

describe('recommendedCategory', () => {
  it('takes the categories in turn, skipping the one shown', () => {
    expect([0, 1, 2].map((slot) => recommendedCategory(categories, 2, slot)?.id)).toEqual([1, 3, 1]);
    expect(recommendedCategory(categories, undefined, 4)?.id).toBe(2);
  });

  it('has nothing to suggest without another category', () => {
    expect(recommendedCategory([], undefined, 0)).toBeUndefined();
    expect(recommendedCategory(categories.slice(0, 1), 1, 0)).toBeUndefined();
  });
});
