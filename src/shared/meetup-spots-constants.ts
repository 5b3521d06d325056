/**
 * Safe meetup spots: public places good for a handover. Zod-free so the chat's meetup sheet and the map can name
 * kinds without bringing the contract's validator onto their first load.
 */
export const MEETUP_SPOT_KINDS = ['police', 'mall', 'supermarket', 'bank', 'other'] as const;

/** `approved` spots are listed to everyone; `suggested` ones wait for an admin; `rejected` ones are kept out. */
export const MEETUP_SPOT_STATUSES = ['approved', 'suggested', 'rejected'] as const;
export type MeetupSpotStatus = (typeof MEETUP_SPOT_STATUSES)[number];
export type MeetupSpotKind = (typeof MEETUP_SPOT_KINDS)[number];
