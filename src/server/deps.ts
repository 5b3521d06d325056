import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Notifier } from './features/notifications/notifier.ts';
import type { Uploads } from './features/uploads/service.ts';
import type { FileStorage } from './features/uploads/storage.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { RealtimeHub } from './plugins/realtime.ts';
import type { SessionCache } from './plugins/session-cache.ts';
import type { Throttle } from './plugins/throttle.ts';

/** What every route plugin receives: the shared infrastructure, created once per app (app.ts builds it). */
export type AppDeps = {
  db: Database;
  /** Null without REDIS_URL: one instance, nothing shared. */
  redis: Redis | null;
  config: Config;
  mailer: Mailer;
  throttle: Throttle;
  realtime: RealtimeHub;
  sessionCache: SessionCache;
  /** Upload files (the local folder or S3) and their records. */
  uploads: Uploads;
  /** Images never served publicly (identity check photos): only the admin-only route streams them. */
  identityImages: FileStorage;
  /** Notifications: stored, pushed to sockets and browsers in the background. */
  notifier: Notifier;
  /** The VAPID public key browsers subscribe to pushes with. */
  vapidPublicKey: string;
  /** The app's logger: services report what must not fail a call (a duty after a commit) through it. */
  log: FastifyBaseLogger;
};
