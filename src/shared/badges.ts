import { z } from 'zod';

/**
 * What a profile proves, each earned and only present when true (issue 30). The server computes them; a client shows
 * each with what it means and what it does not.
 */
export const BADGE_TYPES = [
  'id_verified',
  'phone_verified',
  'email_verified',
  'confirmed_sales',
  'responds_fast',
  'member_since',
  'new_account',
] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** An account younger than this with no confirmed deal carries `new_account` (and its chats a warning). */
export const NEW_ACCOUNT_DAYS = 30;
/** `responds_fast`: over this many days, more than half the conversations answered within the hour. */
export const RESPONDS_FAST_WINDOW_DAYS = 30;
/** `responds_fast` needs at least this many conversations someone else started, or one quick answer would earn it. */
export const RESPONDS_FAST_MIN_CONVERSATIONS = 3;

export const badgeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('id_verified') }),
  z.object({ type: z.literal('phone_verified') }),
  z.object({ type: z.literal('email_verified') }),
  /** Only with a count of 1 or more. */
  z.object({ type: z.literal('confirmed_sales'), count: z.number().int().min(1) }),
  z.object({ type: z.literal('responds_fast') }),
  /** `since`: the day the account was made, YYYY-MM-DD. */
  z.object({ type: z.literal('member_since'), since: z.iso.date() }),
  z.object({ type: z.literal('new_account') }),
]);
export type Badge = z.infer<typeof badgeSchema>;

/** The badges of a public user object, in the order above. */
export const badgesSchema = z.array(badgeSchema);
