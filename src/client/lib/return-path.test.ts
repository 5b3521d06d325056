import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './return-path.ts';

const ORIGIN = 'https://cerquita.test';
const next = (value: string) => `next=${encodeURIComponent(value)}`;

describe('returnPath', () => {
  it('returns to a same-site path with its query and hash', () => {
    expect(returnPath(next('/favorites'), ORIGIN)).toBe('/favorites');
    expect(returnPath(next('/?view=profile&category=3#top'), ORIGIN)).toBe('/?view=profile&category=3#top');
    expect(returnPath(`?${next('/products/7')}`, ORIGIN)).toBe('/products/7');
  });

  it('goes home without a next parameter', () => {
    expect(returnPath('', ORIGIN)).toBe('/');
    expect(returnPath('other=1', ORIGIN)).toBe('/');
  });

  it.each([
    'https://evil.test/x',
    '//evil.test/x',
    '/\\evil.test/x',
    '/\t/evil.test',
    'javascript:alert(1)',
    'favorites',
    '/auth',
    '/auth?next=/favorites',
    '/./auth',
    '/api/login',
    '/api/user',
    '/\\[',
  ])('refuses %j', (value) => {
    expect(returnPath(next(value), ORIGIN)).toBe('/');
  });
});

describe('signInPath', () => {
  it('remembers the page and its query', () => {
    expect(signInPath('/favorites', '')).toBe('/auth?next=%2Ffavorites');
    expect(signInPath('/', 'view=profile')).toBe('/auth?next=%2F%3Fview%3Dprofile');
  });

  it('leaves home implicit', () => {
    expect(signInPath('/', '')).toBe('/auth');
  });

  it('round-trips through returnPath', () => {
    const target = signInPath('/products/12', 'from=map');
    expect(returnPath(target.slice(target.indexOf('?') + 1), ORIGIN)).toBe('/products/12?from=map');
  });
});
