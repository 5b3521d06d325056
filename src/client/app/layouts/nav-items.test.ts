import { describe, expect, it } from 'vitest';
import { activeNavItem, hidesBottomNav, isChatPath } from './nav-items.ts';

describe('activeNavItem', () => {
  it.each([
    ['/', 'home'],
    ['/products/12', 'home'],
    ['/products/12/edit', 'home'],
    ['/users/4', 'home'],
    ['/community', 'community'],
    ['/create-product', 'sell'],
    ['/messages', 'messages'],
    ['/conversations', 'messages'],
    ['/conversations/3', 'messages'],
    ['/chat/3', 'messages'],
    ['/profile', 'me'],
    ['/settings', 'me'],
    ['/favorites', 'me'],
    ['/admin', 'me'],
    ['/me/listings', 'me'],
  ])('%s lights up %s', (path, item) => {
    expect(activeNavItem(path)).toBe(item);
  });

  it('lights nothing up for paths that only look alike', () => {
    expect(activeNavItem('/productsx')).toBeNull();
    expect(activeNavItem('/terms')).toBeNull();
  });
});

describe('isChatPath', () => {
  it('is a single conversation, not the list', () => {
    expect(isChatPath('/chat/3')).toBe(true);
    expect(isChatPath('/conversations/3')).toBe(true);
    expect(isChatPath('/conversations')).toBe(false);
    expect(isChatPath('/messages')).toBe(false);
  });
});

describe('hidesBottomNav', () => {
  it('steps aside in a chat and on a listing, not in lists or the listing editor', () => {
    expect(hidesBottomNav('/chat/3')).toBe(true);
    expect(hidesBottomNav('/products/12')).toBe(true);
    expect(hidesBottomNav('/products/12/edit')).toBe(false);
    expect(hidesBottomNav('/messages')).toBe(false);
    expect(hidesBottomNav('/')).toBe(false);
  });
});
