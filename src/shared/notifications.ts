/**
 * Notifications: what brings a person back. Each has a type the person can mute, a text in their language and the
 * address it opens.
 */
export const NOTIFICATION_TYPES = [
  'message',
  'offer',
  'saved_search',
  'price_drop',
  'favorite_sold',
  'favorite_reserved',
  'review',
  'comment',
  'listing_hidden',
] as const;
