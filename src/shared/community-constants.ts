/**
 * A post's types that screens need without the contract's schemas: importing them from here keeps zod off the
 * client's first load.
 */

export const POST_TYPES = ['general', 'lost_found', 'event', 'recommendation', 'question'] as const;
export type PostType = (typeof POST_TYPES)[number];
/** The types a post is given on purpose, as the composer's chips and the wall's filters offer them. */
export const CHOSEN_POST_TYPES = [
  'lost_found',
  'event',
  'recommendation',
  'question',
] as const satisfies PostType[];
