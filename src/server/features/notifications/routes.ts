import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Language } from '#shared/constants.ts';
import { unreadCountSchema } from '#shared/conversations.ts';
import {
  listNotificationsQuerySchema,
  markedReadSchema,
  markNotificationsReadSchema,
  notificationPreferencesSchema,
  notificationSchema,
  updateNotificationPreferencesSchema,
} from '#shared/notifications.ts';
import type { AppDeps } from '#server/deps.ts';
import { languageOf, translate } from '#server/i18n.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { rememberLanguage } from '#server/features/users/service.ts';
import { stopDigest, userOfUnsubscribeToken } from './digest.ts';
import {
  getPreferences,
  listNotifications,
  markNotificationsRead,
  savePreferences,
  unreadNotificationCount,
} from './service.ts';

/** The notification centre and what the person wants to be told. Registered behind the auth guard. */
export const notificationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/notifications',
    {
      schema: { querystring: listNotificationsQuerySchema, response: { 200: z.array(notificationSchema) } },
    },
    (request) => listNotifications(db, signedInUserId(request), request.query),
  );

  app.get(
    '/notifications/unread-count',
    { schema: { response: { 200: unreadCountSchema } } },
    async (request) => ({ count: await unreadNotificationCount(db, signedInUserId(request)) }),
  );

  app.post(
    '/notifications/read',
    { schema: { body: markNotificationsReadSchema, response: { 200: markedReadSchema } } },
    async (request) => ({
      updated: await markNotificationsRead(deps, signedInUserId(request), request.body),
    }),
  );

  app.get(
    '/notifications/preferences',
    { schema: { response: { 200: notificationPreferencesSchema } } },
    (request) => getPreferences(db, signedInUserId(request)),
  );

  // A settings change also says which language the person now reads.
  app.put(
    '/notifications/preferences',
    {
      schema: { body: updateNotificationPreferencesSchema, response: { 200: notificationPreferencesSchema } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      await rememberLanguage(deps, userId, { language: languageOf(request) });
      return savePreferences(deps, userId, request.body);
    },
  );
};

const unsubscribeQuerySchema = z.object({ token: z.string().max(100) });

/** What the unsubscribe page says: asks to confirm, says it is done, or that the link is not ours. */
export const UNSUBSCRIBE_STATES = ['confirm', 'done', 'invalid'] as const;
type UnsubscribeState = (typeof UNSUBSCRIBE_STATES)[number];

/** A page of one sentence and, when asked, the one button that confirms (mail scanners open links; they never press). */
function unsubscribePage(language: Language, state: UnsubscribeState, action: string) {
  const text = (key: UnsubscribeState | 'button') => translate(language, `mail.unsubscribe.${key}`);
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const form =
    state === 'confirm'
      ? `<form method="post" action="${escape(action)}"><button type="submit">${text('button')}</button></form>`
      : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Cerquita</title></head><body><main><h1>Cerquita</h1><p>${text(state)}</p>${form}</main></body></html>`;
}

/**
 * The digest mail's unsubscribe link, no sign-in needed: the token is the person's id signed by the server. GET
 * shows a confirmation; POST (the page's button, or a mail program's one-click List-Unsubscribe-Post) turns the digest
 * off.
 */
export const digestUnsubscribeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { config } = deps;
  const path = '/notifications/unsubscribe';
  const schema = { querystring: unsubscribeQuerySchema, hide: true };

  app.get(path, { schema }, async (request, reply) => {
    const valid = userOfUnsubscribeToken(config.sessionSecret, request.query.token) !== undefined;
    const action = `/api${path}?token=${encodeURIComponent(request.query.token)}`;
    return reply
      .code(valid ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(languageOf(request), valid ? 'confirm' : 'invalid', action));
  });

  app.post(path, { schema }, async (request, reply) => {
    const userId = userOfUnsubscribeToken(config.sessionSecret, request.query.token);
    const language = userId === undefined ? undefined : await stopDigest(deps, userId);
    return reply
      .code(language ? 200 : 404)
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(language ?? languageOf(request), language ? 'done' : 'invalid', ''));
  });
};
