/**
 * A listing's choices that screens need without the contract's schemas: importing them from here keeps zod off the
 * client's first load.
 */

export const PRODUCT_CONDITIONS = ['new', 'like_new', 'good', 'fair', 'poor'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/**
 * How a list is ordered. Left out: nearest first with a location (newest first without one) for the listing, best
 * match first for search. `nearest` without a location orders newest first.
 */
export const PRODUCT_SORTS = ['nearest', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/**
 * What a visitor's `GET /api/products` without a place of theirs answers: the newest listings within this many miles
 * of DEFAULT_LOCATION (San Salvador), Greater San Salvador, where most listings are.
 */
export const VISITOR_HOME_RADIUS_MILES = 15;

/**
 * How long a listing stays in the feed and search after it is posted or renewed; then it has expired until its seller
 * renews it (decision 0031).
 */
export const LISTING_LIFETIME_DAYS = 30;
/** A listing still in the feed may be renewed (moved up the newest order) this long after it was posted or renewed. */
export const RENEW_AFTER_DAYS = 7;
/** Its seller is reminded once this long before a listing expires. */
export const EXPIRY_REMINDER_DAYS = 3;

/** The seller hub's tabs (`GET /api/me/listings?status=`): expired is any unsold listing past its lifetime. */
export const MY_LISTING_STATUSES = ['available', 'reserved', 'sold', 'expired'] as const;
export type MyListingStatus = (typeof MY_LISTING_STATUSES)[number];
