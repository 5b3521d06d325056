import { describe, expect, it } from 'vitest';
import { readIds, withId } from './remembered-ids.ts';

describe('readIds', () => {
  it('reads a stored list', () => {
    expect(readIds('[3,1,2]')).toEqual([3, 1, 2]);
  });

  it('starts empty when nothing, or something else, is stored', () => {
    expect(readIds(null)).toEqual([]);
    expect(readIds('')).toEqual([]);
    expect(readIds('not json')).toEqual([]);
    expect(readIds('{"a":1}')).toEqual([]);
  });

  it('keeps only whole numbers', () => {
    expect(readIds('[1,"2",3.5,null,4]')).toEqual([1, 4]);
  });
});

describe('withId', () => {
  it('adds the id last', () => {
    expect(withId([1, 2], 3, 10)).toEqual([1, 2, 3]);
  });

  it('moves an id already there to the end instead of repeating it', () => {
    expect(withId([1, 2, 3], 1, 10)).toEqual([2, 3, 1]);
  });

  it('forgets the oldest beyond the limit', () => {
    const ids = Array.from({ length: 200 }, (_, index) => index + 1);
    const next = withId(ids, 201, 200);
    expect(next).toHaveLength(200);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(201);
  });
});
