import navTexts from '#shared/locales/es/nav.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ nav: navTexts });

/** The bottom bar's items and which one a path belongs to. */

export const NAV_ITEMS = [
  /** Home also holds what is opened from it: a product, a seller's profile. */
  { id: 'home', href: '/', labelKey: 'nav.home', activeFor: ['/products', '/users'] },
  { id: 'community', href: '/community', labelKey: 'nav.community', activeFor: ['/community'] },
  { id: 'sell', href: '/create-product', labelKey: 'nav.sell', activeFor: ['/create-product'] },
  {
    id: 'messages',
    href: '/messages',
    labelKey: 'nav.messages',
    activeFor: ['/messages', '/chat', '/conversations'],
  },
  {
    id: 'me',
    href: '/profile',
    labelKey: 'nav.me',
    activeFor: ['/profile', '/me', '/settings', '/favorites', '/admin', '/test-chat'],
  },
] as const;

export type NavItemId = (typeof NAV_ITEMS)[number]['id'];

const startsSegment = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The item a path belongs to; null for none (e.g. a public page). Only the path counts, not its query. */
export function activeNavItem(path: string): NavItemId | null {
  if (path === '/') return 'home';
  return NAV_ITEMS.find((item) => item.activeFor.some((prefix) => startsSegment(path, prefix)))?.id ?? null;
}

/** Inside a conversation the bar steps aside for the messages and the composer. */
export function isChatPath(path: string): boolean {
  return /^\/(chat|conversations)\/[^/]+\/?$/.test(path);
}

/** A listing's page has its own bar (message and offer, or the owner's actions) and a way back instead of the nav. */
function isListingPath(path: string): boolean {
  return /^\/products\/[^/]+\/?$/.test(path);
}

/** The screens where the bottom bar steps aside for their own. */
export function hidesBottomNav(path: string): boolean {
  return isChatPath(path) || isListingPath(path);
}
