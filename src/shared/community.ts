import { z } from 'zod';
import { POST_IMAGES_SHOWN, POST_MAX } from './constants.ts';
import { coordinateSchema, idSchema, pagingSchema } from './contract.ts';
import { maxDistance } from './products.ts';
import { imageReferenceSchema } from './uploads.ts';
import { GENDERS } from './users.ts';
import { POST_TYPES } from './community-constants.ts';

/** The community wall's contract. Messages are catalog keys. */
/** "Cerca de ti" on the wall: posts whose place is within this many miles (15 km) of the reader. */
export const COMMUNITY_NEAR_MILES = 9.3;

/** Photos a post may carry; the card shows the first POST_IMAGES_SHOWN and '+N fotos más' for the rest. */
export const POST_IMAGES_MAX = 10;
export const COMMENT_MAX = POST_MAX;

export const FEED_PAGE_DEFAULT = 20;
export const FEED_PAGE_MAX = 50;
export const COMMENTS_PAGE_DEFAULT = 100;
export const COMMENTS_PAGE_MAX = 100;

/** Whitespace and invisible format characters (zero-width space, joiners) alone do not make a text. */
const hasVisibleText = (value: string) => !/^[\s\p{Cf}]*$/u.test(value);

/**
 * Plain text as typed (HTML is kept; the client renders text, never markup), trimmed, non-blank and at most `max`
 * characters. A NUL character cannot be stored in PostgreSQL text, so it is refused here rather than failing there.
 */
const plainText = (requiredKey: string, tooLongKey: string, max: number) =>
  z
    .string({ error: requiredKey })
    .trim()
    .refine(hasVisibleText, { error: requiredKey })
    .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' })
    .max(max, { error: tooLongKey });

const bothOrNeither = (point: { latitude?: number | undefined; longitude?: number | undefined }) =>
  (point.latitude === undefined) === (point.longitude === undefined);
const coordinatesTogether = { error: 'validation.invalidLongitude', path: ['longitude'] };

/** A post's fields before the check that its coordinates come together (the composer validates its text alone). */
export const createPostFields = z.object({
  content: plainText('validation.postRequired', 'validation.postTooLong', POST_MAX),
  type: z.enum(POST_TYPES, { error: 'validation.invalid' }).default('general'),
  /** Where the author posts from; kept approximate, as a listing's location is. */
  latitude: coordinateSchema('latitude').optional(),
  longitude: coordinateSchema('longitude').optional(),
  images: z
    .array(imageReferenceSchema, { error: 'validation.imageInvalid' })
    .max(POST_IMAGES_MAX, { error: 'validation.tooManyPostImages' })
    .default([]),
});
export const createPostSchema = createPostFields.refine(bothOrNeither, coordinatesTogether);
export type CreatePostInput = z.input<typeof createPostSchema>;
export type CreatePost = z.output<typeof createPostSchema>;

export const createCommentSchema = z.object({
  content: plainText('validation.commentRequired', 'validation.commentTooLong', COMMENT_MAX),
});
export type CreateComment = z.output<typeof createCommentSchema>;

export const postIdParamsSchema = z.object({ id: idSchema('validation.invalidPostId') });
export const commentIdParamsSchema = z.object({ id: idSchema('validation.invalidCommentId') });

/**
 * The wall: `type` keeps one type; `lat` and `lng` (together) keep the posts whose place is within `radius` miles of
 * them, COMMUNITY_NEAR_MILES unless given.
 */
export const listPostsQuerySchema = z
  .object({
    ...pagingSchema(FEED_PAGE_DEFAULT, FEED_PAGE_MAX),
    type: z.enum(POST_TYPES, { error: 'validation.invalid' }).optional(),
    lat: coordinateSchema('latitude').optional(),
    lng: coordinateSchema('longitude').optional(),
    radius: maxDistance,
  })
  .refine((query) => bothOrNeither({ latitude: query.lat, longitude: query.lng }), {
    ...coordinatesTogether,
    path: ['lng'],
  });
export type ListPostsQuery = z.output<typeof listPostsQuerySchema>;

export const listCommentsQuerySchema = z.object(pagingSchema(COMMENTS_PAGE_DEFAULT, COMMENTS_PAGE_MAX));
export type ListCommentsQuery = z.output<typeof listCommentsQuerySchema>;

/** Who wrote a post or comment, as other users see them: never an email. */
export const communityAuthorSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
});

export const postSchema = z.object({
  id: z.number().int(),
  authorId: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  type: z.enum(POST_TYPES),
  /** Every photo, full size. */
  images: z.array(z.string()),
  /** Thumbnails of the first POST_IMAGES_SHOWN photos, for the card. */
  thumbnails: z.array(z.string()).max(POST_IMAGES_SHOWN),
  location: z.string().nullable(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  isLiked: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  author: communityAuthorSchema,
});
export type Post = z.infer<typeof postSchema>;

export const shownCommentSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  removed: z.literal(false),
  content: z.string(),
  likeCount: z.number().int(),
  isLiked: z.boolean(),
  createdAt: z.string(),
  author: communityAuthorSchema,
});
export type ShownComment = z.infer<typeof shownCommentSchema>;

/** A comment moderation hid keeps its place in the thread ("Contenido retirado") without its text or author. */
const removedCommentSchema = shownCommentSchema
  .pick({ id: true, postId: true, createdAt: true })
  .extend({ removed: z.literal(true) });

export const commentSchema = z.discriminatedUnion('removed', [shownCommentSchema, removedCommentSchema]);
export type Comment = z.infer<typeof commentSchema>;

export const likeToggleSchema = z.object({ isLiked: z.boolean(), likeCount: z.number().int() });
export type LikeToggle = z.infer<typeof likeToggleSchema>;
