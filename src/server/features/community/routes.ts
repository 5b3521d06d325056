import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  commentIdParamsSchema,
  commentSchema,
  createCommentSchema,
  createPostSchema,
  likeToggleSchema,
  listCommentsQuerySchema,
  listPostsQuerySchema,
  postIdParamsSchema,
  postSchema,
  shownCommentSchema,
} from '#shared/community.ts';
import { successSchema } from '#shared/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { readerId, signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { bodyLimitForImages } from '#server/features/uploads/images.ts';
import {
  createComment,
  createPost,
  deletePost,
  listComments,
  listPosts,
  readPost,
  toggleCommentLike,
  togglePostLike,
} from './service.ts';

/** A post may show 10 photos; sent as data URLs, the body has room for 5 at the size limit, as a listing has. */
const DATA_URL_POST_IMAGES = 5;

/**
 * The community wall's API calls. Registered behind the auth guard; reading the wall, a post and its comments
 * (`config: { visitorMay: true }`) answers visitors too. Authorship is checked in the service, and each user's posts,
 * comments and likes are throttled.
 */
export const communityRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, throttle } = deps;
  app.get(
    '/community',
    {
      config: { visitorMay: true },
      schema: { querystring: listPostsQuerySchema, response: { 200: z.array(postSchema) } },
    },
    (request) => listPosts(db, readerId(request), request.query),
  );

  app.post(
    '/community',
    {
      bodyLimit: bodyLimitForImages(DATA_URL_POST_IMAGES),
      schema: { body: createPostSchema, response: { 201: postSchema } },
    },
    async (request, reply) => {
      const authorId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.postsPerUser, String(authorId));
      const post = await createPost(deps, authorId, request.body);
      return reply.code(201).send(post);
    },
  );

  app.get(
    '/community/:id',
    { config: { visitorMay: true }, schema: { params: postIdParamsSchema, response: { 200: postSchema } } },
    (request) => readPost(db, readerId(request), request.params.id),
  );

  app.delete(
    '/community/:id',
    { schema: { params: postIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await deletePost(deps, signedInUserId(request), { postId: request.params.id });
      return { success: true as const };
    },
  );

  app.post(
    '/community/:id/like',
    { schema: { params: postIdParamsSchema, response: { 200: likeToggleSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.likesPerUser, String(userId));
      return togglePostLike(deps, userId, { postId: request.params.id });
    },
  );

  app.get(
    '/community/:id/comments',
    {
      config: { visitorMay: true },
      schema: {
        params: postIdParamsSchema,
        querystring: listCommentsQuerySchema,
        response: { 200: z.array(commentSchema) },
      },
    },
    (request) => listComments(db, readerId(request), request.params.id, request.query),
  );

  app.post(
    '/community/:id/comments',
    {
      schema: {
        params: postIdParamsSchema,
        body: createCommentSchema,
        response: { 201: shownCommentSchema },
      },
    },
    async (request, reply) => {
      const authorId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.commentsPerUser, String(authorId));
      const comment = await createComment(deps, authorId, { ...request.body, postId: request.params.id });
      return reply.code(201).send(comment);
    },
  );

  app.post(
    '/comments/:id/like',
    { schema: { params: commentIdParamsSchema, response: { 200: likeToggleSchema } } },
    async (request) => {
      const userId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.likesPerUser, String(userId));
      return toggleCommentLike(deps, userId, { commentId: request.params.id });
    },
  );
};
