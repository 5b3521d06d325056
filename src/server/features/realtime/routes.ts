import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RawData, WebSocket } from 'ws';
import { userStatusAnswerSchema, userStatusSchema } from '#shared/conversations.ts';
import {
  CLIENT_FRAME_MAX_BYTES,
  CLOSE_FORBIDDEN_ORIGIN,
  CLOSE_TOO_MANY_FRAMES,
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
} from '#shared/realtime-constants.ts';
import { clientFrameSchema, type ClientFrame } from '#shared/realtime.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';
import type { Connection, RealtimeHub } from '#server/plugins/realtime.ts';
import { signedInUserId } from '#server/plugins/session.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { recordPresence, reportStatus } from './presence.ts';

/** Frames a socket may send per window; a client sends a handful (auth, visibility changes, pings). */
const FRAME_LIMIT = 50;
const FRAME_WINDOW_MS = 10_000;
const STATUS_BODY_MAX_BYTES = 1024;

/** A fixed window of frames per socket: true while within the limit. */
function frameCounter(now = () => Date.now()) {
  let windowStart = now();
  let count = 0;
  return () => {
    if (now() - windowStart >= FRAME_WINDOW_MS) {
      windowStart = now();
      count = 0;
    }
    count += 1;
    return count <= FRAME_LIMIT;
  };
}

function parseFrame(data: RawData, isBinary: boolean): ClientFrame | undefined {
  if (isBinary || !Buffer.isBuffer(data)) return undefined;
  try {
    const parsed = clientFrameSchema.safeParse(JSON.parse(data.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Browsers always send Origin on a websocket upgrade; another site's page is refused. */
function isForeignOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  return origin !== undefined && origin !== `${request.protocol}://${request.host}` && origin !== appOrigin;
}

function answerFrame(hub: RealtimeHub, connection: Connection, frame: ClientFrame) {
  switch (frame.type) {
    case 'auth':
      // Answers only: the socket's user is the session's whatever the frame says.
      hub.send(
        connection,
        String(frame.userId) === String(connection.userId)
          ? { type: 'auth_success', userId: connection.userId }
          : { type: 'auth_error' },
      );
      return;
    case 'visibility':
      void hub.setVisible(connection, frame.visible);
      return;
    case 'ping':
      hub.send(connection, { type: 'pong' });
      return;
  }
}

function serveSocket(hub: RealtimeHub, socket: WebSocket, request: FastifyRequest, appOrigin: string) {
  if (isForeignOrigin(request, appOrigin)) {
    socket.close(CLOSE_FORBIDDEN_ORIGIN, 'Forbidden');
    return;
  }
  const { userId, sessionHash } = request;
  if (userId === null || sessionHash === null) {
    socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
    return;
  }
  const connection: Connection = {
    id: randomUUID(),
    userId,
    sessionHash,
    socket,
    visible: true,
    alive: true,
  };
  const withinLimit = frameCounter();
  socket.on('message', (data, isBinary) => {
    if (!withinLimit()) {
      socket.close(CLOSE_TOO_MANY_FRAMES, 'Too many messages');
      return;
    }
    const frame = parseFrame(data, isBinary);
    if (frame) answerFrame(hub, connection, frame);
    else hub.send(connection, { type: 'error', code: 'invalid_frame' });
  });
  socket.on('close', () => void hub.disconnect(connection));
  void hub.connect(connection);
}

/**
 * `GET /ws`: the socket belongs to the user of the upgrade request's session cookie. Without a
 * valid session it is closed at once with 4401; a foreign Origin gets 4403. Frames over 1 KB close it (1009).
 */
export const realtimeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config, realtime }) => {
  await app.register(websocket, { options: { maxPayload: CLIENT_FRAME_MAX_BYTES } });
  realtime.onPresenceChange((userId, online) => recordPresence(db, realtime, userId, online));
  // Users left online by a process that crashed: nobody holds their sockets now.
  app.addHook('onReady', async () => {
    await realtime
      .sweepStalePresence()
      .catch((error: unknown) => app.log.warn({ err: error }, 'presence sweep failed'));
  });
  const appOrigin = new URL(config.appUrl).origin;
  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    // A plain GET that asks for no upgrade: the usual JSON 404.
    handler: async () => {
      throw notFound();
    },
    wsHandler: (socket, request) => serveSocket(realtime, socket, request, appOrigin),
  });
};

/** `POST /api/user/status`, behind the auth guard. Also takes the unload beacon: JSON sent as text/plain. */
export const presenceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, realtime, throttle }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: STATUS_BODY_MAX_BYTES },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(badRequest(), undefined);
      }
    },
  );

  app.post(
    '/user/status',
    {
      bodyLimit: STATUS_BODY_MAX_BYTES,
      schema: { body: userStatusSchema, response: { 200: userStatusAnswerSchema } },
    },
    async (request) => {
      const userId = signedInUserId(request);
      await throttle.consume(THROTTLE_RULES.statusUpdatesPerUser, String(userId));
      return reportStatus(db, realtime, userId, request.body.isOnline);
    },
  );
};
