import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  chatMessageSchema,
  conversationIdParamsSchema,
  conversationSchema,
  createConversationSchema,
  listMessagesQuerySchema,
  messageIdParamsSchema,
  sendMessageSchema,
  unreadCountSchema,
} from '#shared/conversations.ts';
import { successSchema } from '#shared/contract.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf } from '#server/i18n.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { limitsOf } from '#server/features/moderation/new-accounts.ts';
import { bodyLimitForImages } from '#server/features/uploads/images.ts';
import { proposeMeetup } from '#server/features/meetups/service.ts';
import { deleteMessage, listMessages, sendMessage } from './messages-service.ts';
import { refuseOversizedVoiceBody, voiceMessageBody } from './voice-notes.ts';
import { serveVoiceNote } from './voice-file.ts';
import {
  getConversation,
  hideConversation,
  listConversations,
  openConversation,
  unreadCountOf,
} from './service.ts';

/**
 * Conversation and message calls. Registered behind the auth guard; the services answer 404 to anyone who
 * does not take part in the conversation. Opening conversations and sending messages are throttled per
 * user.
 */
export const conversationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, throttle } = deps;
  // Voice notes come as multipart/form-data, their recording in the `audio` field.
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, voiceMessageBody);
  app.get('/conversations', { schema: { response: { 200: z.array(conversationSchema) } } }, (request) =>
    listConversations(db, signedInUserId(request)),
  );

  app.post(
    '/conversations',
    {
      schema: {
        body: createConversationSchema,
        response: { 200: conversationSchema, 201: conversationSchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUserId(request);
      const rules = {
        everyone: THROTTLE_RULES.conversationsPerUser,
        newAccount: THROTTLE_RULES.newAccountConversations,
      };
      await throttle.consumeAll(await limitsOf(db, userId, rules));
      const { conversation, created } = await openConversation(deps, userId, request.body);
      return reply.code(created ? 201 : 200).send(conversation);
    },
  );

  // The documented contract names both paths for the same count.
  for (const path of ['/conversations/unread-count', '/messages/unread-count']) {
    app.get(path, { schema: { response: { 200: unreadCountSchema } } }, async (request) => ({
      count: await unreadCountOf(db, signedInUserId(request)),
    }));
  }

  app.get(
    '/conversations/:id',
    { schema: { params: conversationIdParamsSchema, response: { 200: conversationSchema } } },
    (request) => getConversation(db, signedInUserId(request), request.params.id),
  );

  app.delete(
    '/conversations/:id',
    { schema: { params: conversationIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await hideConversation(deps, signedInUserId(request), { conversationId: request.params.id });
      return { success: true as const };
    },
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        params: conversationIdParamsSchema,
        querystring: listMessagesQuerySchema,
        response: { 200: z.array(chatMessageSchema) },
      },
    },
    (request) =>
      listMessages(deps, signedInUserId(request), {
        ...request.query,
        conversationId: request.params.id,
        language: languageOf(request),
      }),
  );

  app.post(
    '/conversations/:id/messages',
    {
      bodyLimit: bodyLimitForImages(1),
      preParsing: refuseOversizedVoiceBody,
      config: { idempotent: true },
      schema: {
        params: conversationIdParamsSchema,
        body: sendMessageSchema,
        response: { 201: chatMessageSchema },
      },
    },
    async (request, reply) => {
      const senderId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.messagesPerUser, String(senderId));
      const conversationId = request.params.id;
      const body = request.body;
      const message =
        body.type === 'meetup'
          ? await proposeMeetup(deps, senderId, { ...body, conversationId })
          : await sendMessage(deps, senderId, { ...body, conversationId });
      return reply.code(201).send(message);
    },
  );

  app.get('/messages/:id/audio', { schema: { params: messageIdParamsSchema } }, async (request, reply) =>
    serveVoiceNote(deps, signedInUserId(request), request.params.id, reply),
  );

  app.delete(
    '/messages/:id',
    { schema: { params: messageIdParamsSchema, response: { 200: successSchema } } },
    async (request) => {
      await deleteMessage(deps, signedInUserId(request), { messageId: request.params.id });
      return { success: true as const };
    },
  );
};
