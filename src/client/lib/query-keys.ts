import type { LatLng } from '#shared/geo.ts';
import type { MeetupSpotStatus } from '#shared/meetup-spots-constants.ts';
import type { ReportStatus } from '#shared/moderation.ts';
import type { MyListingStatus } from '#shared/products-constants.ts';

/*
 * Every query's cache key, in one place: a mutation in one feature refreshes or patches another feature's queries
 * through these keys without importing that feature. A key that starts with another is matched by it
 * (`invalidateQueries({ queryKey: productsQueryKey })` reaches every product list, search and detail).
 */

/** Whether `queryKey` is `prefix` or lies under it, as `invalidateQueries({ queryKey: prefix })` matches. */
export function isUnder(queryKey: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => queryKey[index] === part);
}

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

/** Every nearby list, whatever its filters. */
export const productListsQueryKey = [...productsQueryKey, 'list'] as const;

export const productListQueryKey = <Filters extends object>(filters: Filters) =>
  [...productListsQueryKey, filters] as const;

export const productSearchQueryKey = <Filters extends object>(q: string, filters: Filters) =>
  [...productsQueryKey, 'search', q, filters] as const;

/** The seller hub's tabs: under the product prefix, so every change to a product reaches them. */
export const myListingsQueryKey = (status: MyListingStatus) => [...productsQueryKey, 'mine', status] as const;
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

/** The reserved buyer's handover code: under the product prefix, so every deal change fetches it again. */
export const handoverQueryKey = (productId: number) => [...productsQueryKey, 'handover', productId] as const;

/** Who may be picked as a product's buyer (its seller asks). */
export const productBuyersQueryKey = (productId: number) =>
  [...productsQueryKey, 'buyers', productId] as const;

/** What a listing's price field suggests: a category near a place, optionally narrowed to words of the title. */
export interface PriceHintAsk {
  categoryId: number;
  latitude: number;
  longitude: number;
  /** Words of the title; '' for the whole category. */
  words: string;
}

/**
 * Price guidance for a listing being written; the bare prefix while nothing is asked. Not under the product prefix: no
 * change to one product needs it asked again at once.
 */
export const priceHintQueryKey = (ask: PriceHintAsk | null) =>
  ask
    ? (['price-hints', ask.categoryId, ask.latitude, ask.longitude, ask.words] as const)
    : (['price-hints'] as const);

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

/** Every chat's messages. */
export const allMessagesQueryKey = [...conversationsQueryKey, 'messages'] as const;

export const messagesQueryKey = (conversationId: number) => [...allMessagesQueryKey, conversationId] as const;

export const unreadCountQueryKey = ['messages', 'unread-count'] as const;

/** Every public-profile query (a person's profile and the reviews they received) lives under this key. */
export const publicProfilesQueryKey = ['users'] as const;

export const publicProfileQueryKey = (userId: number) => [...publicProfilesQueryKey, userId] as const;

export const userReviewsQueryKey = (userId: number) =>
  [...publicProfilesQueryKey, userId, 'reviews'] as const;

/** The people the signed-in user blocked. */
export const blocksQueryKey = ['blocks'] as const;

/** Every admin moderation query (the report queue and the audit log) lives under this key. */
const moderationQueryKey = ['admin', 'moderation'] as const;

export const adminReportsQueryKey = (status: ReportStatus) =>
  [...moderationQueryKey, 'reports', status] as const;

export const auditLogQueryKey = [...moderationQueryKey, 'audit'] as const;

/** The approved safe meetup spots, nearest a point or (null) by name. */
export const meetupSpotsRootKey = ['meetup-spots'] as const;
export const meetupSpotsQueryKey = (point: LatLng | null) => [...meetupSpotsRootKey, point] as const;

/** The admins' safe meetup spots of one status. */
export const adminMeetupSpotsRootKey = ['admin', 'meetup-spots'] as const;
export const adminMeetupSpotsQueryKey = (status: MeetupSpotStatus) =>
  [...adminMeetupSpotsRootKey, status] as const;

/** Every notification query (the centre's pages, the bell's count, the preferences) lives under this key. */
export const notificationsQueryKey = ['notifications'] as const;

export const notificationListQueryKey = [...notificationsQueryKey, 'list'] as const;

export const notificationUnreadCountQueryKey = [...notificationsQueryKey, 'unread-count'] as const;

export const notificationPreferencesQueryKey = [...notificationsQueryKey, 'preferences'] as const;

export const savedSearchesQueryKey = ['saved-searches'] as const;

/** Every mutation's key, spelled here like the query keys: no feature writes a key of its own. */
export const resolveReportMutationKey = ['admin', 'moderation', 'resolve'] as const;
export const resetDataMutationKey = ['admin', 'reset'] as const;
export const forgotPasswordMutationKey = ['auth', 'forgot-password'] as const;
export const loginMutationKey = ['auth', 'login'] as const;
export const loginCodeMutationKey = ['auth', 'login-code'] as const;
export const twoFactorMutationKey = ['user', 'two-factor'] as const;
export const logoutMutationKey = ['auth', 'logout'] as const;
export const registerMutationKey = ['auth', 'register'] as const;
export const resetPasswordMutationKey = ['auth', 'reset-password'] as const;
export const resendVerificationMutationKey = ['auth', 'verify-email', 'resend'] as const;
export const verifyEmailMutationKey = ['auth', 'verify-email'] as const;
export const blockUserMutationKey = ['blocks', 'block'] as const;
export const unblockUserMutationKey = ['blocks', 'unblock'] as const;
export const toggleCommentLikeMutationKey = ['community', 'comments', 'like'] as const;
export const createCommentMutationKey = [...postsQueryKey, 'comment'] as const;
export const createPostMutationKey = [...postsQueryKey, 'create'] as const;
export const deletePostMutationKey = [...postsQueryKey, 'delete'] as const;
export const togglePostLikeMutationKey = [...postsQueryKey, 'like'] as const;
export const uploadPhotoMutationKey = ['community', 'upload-photo'] as const;
export const answerOfferMutationKey = ['conversations', 'answer-offer'] as const;
export const counterOfferMutationKey = ['conversations', 'counter-offer'] as const;
export const deleteConversationMutationKey = ['conversations', 'delete'] as const;
export const deleteMessageMutationKey = ['conversations', 'delete-message'] as const;
export const makeOfferMutationKey = ['conversations', 'make-offer'] as const;
export const sendMessageMutationKey = ['conversations', 'send-message'] as const;
export const startConversationMutationKey = ['conversations', 'start'] as const;
export const createProductMutationKey = ['products', 'create'] as const;
export const deleteProductMutationKey = ['products', 'delete'] as const;
export const confirmHandoverMutationKey = ['products', 'confirm-handover'] as const;
export const confirmPurchaseMutationKey = ['products', 'confirm-purchase'] as const;
export const markSoldMutationKey = ['products', 'mark-sold'] as const;
export const renewProductMutationKey = ['products', 'renew'] as const;
export const reserveProductMutationKey = ['products', 'reserve'] as const;
export const extendReservationMutationKey = ['products', 'extend-reservation'] as const;
export const createReviewMutationKey = ['products', 'review'] as const;
export const toggleFavoriteMutationKey = ['products', 'toggle-favorite'] as const;
export const undoSoldMutationKey = ['products', 'undo-sold'] as const;
export const updateProductMutationKey = ['products', 'update'] as const;
export const createReportMutationKey = ['reports', 'create'] as const;
export const uploadAvatarMutationKey = ['uploads', 'avatar'] as const;
export const uploadImageMutationKey = ['uploads'] as const;
export const deleteAccountMutationKey = ['user', 'account', 'delete'] as const;
export const changePasswordMutationKey = ['user', 'password'] as const;
export const updateProfileMutationKey = ['user', 'profile'] as const;
export const updateProfilePictureMutationKey = ['user', 'profile-picture'] as const;
export const markSafetyTipsSeenMutationKey = ['user', 'safety-tips-seen'] as const;

/** The signed-in person's identity check. */
export const identityStatusQueryKey = ['user', 'identity'] as const;
/** The admins' identity check queue. */
export const identityChecksQueryKey = ['admin', 'identity-checks'] as const;
