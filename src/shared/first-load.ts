/**
 * The screens people most often open first, and what the page for each preloads with its own scripts. Plain data:
 * the server's page (src/server/plugins/client-page.ts) preloads the screen's chunks and first calls, the client
 * (src/client/app/first-answers.ts) puts the answers into the cache, and src/client/app/first-load.test.ts holds the
 * table to the router.
 */

/** Stands for a listing's id in a path or a call of the table, as in the router's patterns. */
const PRODUCT_ID = ':id';
/** A listing's id as a path carries it: digits without a leading zero, at most ten, nothing else to put in a URL. */
const PRODUCT_ID_PATTERN = '[1-9]\\d{0,9}';

/** A row of the table: one screen, for signed-in people or for visitors. */
type FirstLoadEntry = {
  /** The router's paths that open the screen. */
  readonly paths: readonly string[];
  /** A request with a session cookie, or a visitor's. */
  readonly signedIn: boolean;
  /** The screen module as the build's manifest names it, relative to src/client. */
  readonly screen: string;
  /** What the screen imports as it first renders (relative to src/client), preloaded with it. */
  readonly firstRenderImports: readonly string[];
  /** The API calls (path and query) it makes before anything else, `:id` the path's listing id. */
  readonly calls: readonly string[];
  /** Whether an address with a query opens something else first, so the screen makes none of these calls then. */
  readonly callsOnlyWithoutQuery?: boolean;
};

const TABLE = [
  {
    paths: ['/auth'],
    signedIn: false,
    screen: 'features/auth/screens/auth-screen.tsx',
    firstRenderImports: [],
    calls: [],
  },
  // A visitor browses around San Salvador until the device gives a position or they choose a municipality, so only
  // the categories come first.
  {
    paths: ['/'],
    signedIn: false,
    screen: 'features/home/screens/home-screen.tsx',
    firstRenderImports: [],
    calls: ['/api/categories'],
  },
  {
    paths: ['/products/:id'],
    signedIn: false,
    screen: 'features/products/screens/product-detail-screen.tsx',
    firstRenderImports: [],
    calls: ['/api/products/:id'],
  },
  // Home's list waits for the position, so only its categories come first. When the device gives no position, as on
  // a first visit, the list waits for the profile's city in the gazetteer (src/client/lib/browsing-centre.ts).
  {
    paths: ['/'],
    signedIn: true,
    screen: 'features/home/screens/home-screen.tsx',
    firstRenderImports: ['lib/profile-city.ts'],
    calls: ['/api/categories'],
  },
  {
    paths: ['/products/:id'],
    signedIn: true,
    screen: 'features/products/screens/product-detail-screen.tsx',
    firstRenderImports: [],
    calls: ['/api/products/:id'],
  },
  // A shared post's link (?post=) opens that post first, not the wall.
  {
    paths: ['/community'],
    signedIn: true,
    screen: 'features/community/screens/community-screen.tsx',
    firstRenderImports: [],
    calls: ['/api/community?limit=10&offset=0'],
    callsOnlyWithoutQuery: true,
  },
  {
    paths: ['/messages', '/conversations'],
    signedIn: true,
    screen: 'features/conversations/screens/conversations-screen.tsx',
    firstRenderImports: [],
    calls: ['/api/conversations'],
  },
] as const satisfies readonly FirstLoadEntry[];

/** The table as its readers take it; its literal type only spells the calls (FirstCall). */
export const FIRST_LOADS: readonly FirstLoadEntry[] = TABLE;

/** Every signed-in screen's layout asks for these badges, after the screen's own first calls. */
export const LAYOUT_CALLS = ['/api/notifications/unread-count', '/api/messages/unread-count'] as const;

/** A call of the table as written there. */
export type FirstCall = (typeof TABLE)[number]['calls'][number] | (typeof LAYOUT_CALLS)[number];

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Whether `actual` (a path, or a call with its query) is `template` (a path or call of the table), and the listing id
 * it carries where the template has `:id`.
 */
export function matchFirstLoad(template: string, actual: string): { productId?: string } | undefined {
  const pattern = escapeForPattern(template).replace(PRODUCT_ID, `(${PRODUCT_ID_PATTERN})`);
  const match = new RegExp(`^${pattern}$`).exec(actual);
  return match ? { productId: match[1] } : undefined;
}

/** `template` (a call of the table) with the listing id in place of `:id`. */
export function withProductId(template: string, productId: string | undefined): string {
  return productId === undefined ? template : template.replace(PRODUCT_ID, productId);
}
