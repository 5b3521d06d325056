import type { LatLng } from '#shared/geo.ts';
import type { ReportStatus } from '#shared/moderation.ts';

/*
 * Every query's cache key, in one place: a mutation in one feature refreshes or patches another feature's queries
 * through these keys without importing that feature. A key that starts with another is matched by it
 * (`invalidateQueries({ queryKey: productsQueryKey })` reaches every product list, search and detail).
 */

/** The signed-in user, or null without a session. */
export const currentUserQueryKey = ['user'] as const;

export const categoriesQueryKey = ['categories'] as const;

export const clientConfigQueryKey = ['client-config'] as const;

/** Points this close (about 10 m) share a cached answer: the nearest town does not change within them. */
const GEOCODE_KEY_DECIMALS = 4;

/** The nearest town of a point; the bare prefix while the point is unknown. */
export const reverseGeocodeQueryKey = (point: LatLng | null) =>
  point
    ? ([
        'geo',
        'reverse',
        point.latitude.toFixed(GEOCODE_KEY_DECIMALS),
        point.longitude.toFixed(GEOCODE_KEY_DECIMALS),
      ] as const)
    : (['geo', 'reverse'] as const);

/** Every product query lives under this key: favourites patch them all, creating, selling or deleting refreshes them. */
export const productsQueryKey = ['products'] as const;

export const productListQueryKey = <Filters extends object>(filters: Filters) =>
  [...productsQueryKey, 'list', filters] as const;

export const productSearchQueryKey = <Filters extends object>(q: string, filters: Filters) =>
  [...productsQueryKey, 'search', q, filters] as const;

export const productQueryKey = (id: number) => [...productsQueryKey, 'detail', id] as const;

export interface SimilarTo {
  productId: number;
  categoryId: number;
  /** The user's position. */
  near: LatLng;
}

/** Products like one, near the user; the bare prefix while the product or the position is unknown. */
export const similarProductsQueryKey = (similarTo: SimilarTo | null) =>
  similarTo
    ? ([
        ...productsQueryKey,
        'similar',
        similarTo.productId,
        similarTo.categoryId,
        similarTo.near.latitude,
        similarTo.near.longitude,
      ] as const)
    : ([...productsQueryKey, 'similar'] as const);

/** Who may be picked as a product's buyer (its seller asks). */
export const productBuyersQueryKey = (productId: number) =>
  [...productsQueryKey, 'buyers', productId] as const;

export const favoritesQueryKey = ['favorites'] as const;

/**
 * The queries whose answers show products: every product query and the favourites list. A favourite toggled, or a
 * product created, sold or deleted, changes what they show.
 */
export const productCollectionQueryKeys = [productsQueryKey, favoritesQueryKey] as const;

/** Every community query lives under this key. */
export const communityQueryKey = ['community'] as const;

export const postsQueryKey = [...communityQueryKey, 'posts'] as const;

export const commentsQueryKey = (postId: number) => [...communityQueryKey, 'comments', postId] as const;
/** One post a link points at, read on its own to tell a post moderation removed from one not loaded yet. */
export const postQueryKey = (postId: number) => [...communityQueryKey, 'post', postId] as const;

/** Every conversation query (the list, each conversation and its messages) lives under this key. */
export const conversationsQueryKey = ['conversations'] as const;

export const conversationListQueryKey = [...conversationsQueryKey, 'list'] as const;

export const conversationDetailsQueryKey = [...conversationsQueryKey, 'detail'] as const;

export const conversationQueryKey = (id: number) => [...conversationDetailsQueryKey, id] as const;

export const messagesQueryKey = (conversationId: number) =>
  [...conversationsQueryKey, 'messages', conversationId] as const;

export const unreadCountQueryKey = ['messages', 'unread-count'] as const;

/** Every public-profile query (a person's profile and the reviews they received) lives under this key. */
export const publicProfilesQueryKey = ['users'] as const;

export const publicProfileQueryKey = (userId: number) => [...publicProfilesQueryKey, userId] as const;

export const userReviewsQueryKey = (userId: number) =>
  [...publicProfilesQueryKey, userId, 'reviews'] as const;

/** What a shared link shows anyone, signed in or not. */
export const publicProductQueryKey = (productId: number) => ['public', 'products', productId] as const;

export const publicPostQueryKey = (postId: number) => ['public', 'posts', postId] as const;

/** The people the signed-in user blocked. */
export const blocksQueryKey = ['blocks'] as const;

/** Every admin moderation query (the report queue and the audit log) lives under this key. */
const moderationQueryKey = ['admin', 'moderation'] as const;

export const adminReportsQueryKey = (status: ReportStatus) =>
  [...moderationQueryKey, 'reports', status] as const;

export const auditLogQueryKey = [...moderationQueryKey, 'audit'] as const;

/** Every notification query (the centre's pages, the bell's count, the preferences) lives under this key. */
export const notificationsQueryKey = ['notifications'] as const;

export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

export const notificationUnreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

export const notificationPreferencesQueryKey = [...notificationsQueryKey, 'preferences'] as const;

export const savedSearchesQueryKey = ['saved-searches'] as const;
