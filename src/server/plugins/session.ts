import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { SESSION_DEFAULT_HOURS, SESSION_REMEMBER_DAYS } from '#shared/constants.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { sessions, users } from '#server/db/schema.ts';
import { unauthorized } from './errors.ts';
import type { CachedSession, SessionCache } from './session-cache.ts';
import { THROTTLE_RULES, type Throttle } from './throttle.ts';

/**
 * Sessions live in the `sessions` table behind a signed HttpOnly cookie. The cookie holds a random
 * token; the table holds only its SHA-256, so a copy of the database cannot be replayed as a login. Lookups go
 * through the SessionCache (session-cache.ts): whatever ends sessions must tell it.
 */
export const SESSION_COOKIE = 'cerquita.sid';
const REMEMBER_MS = SESSION_REMEMBER_DAYS * 24 * 60 * 60 * 1000;
const BROWSER_SESSION_MS = SESSION_DEFAULT_HOURS * 60 * 60 * 1000;

type SessionData = { userId: number; remember: boolean };

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's id, or null; loaded for /api and /ws requests only. */
    userId: number | null;
    sessionHash: string | null;
  }
  interface FastifyContextConfig {
    /**
     * A read a visitor (no session) may make too, behind the signed-in routes' guard (`guardSignedInRoutes`); the
     * route reads its caller with `readerId`. Writes never declare it.
     */
    visitorMay?: boolean;
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const lifetime = (remember: boolean) => (remember ? REMEMBER_MS : BROWSER_SESSION_MS);

function cookieOptions(request: FastifyRequest, remember: boolean) {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    signed: true,
    ...(remember ? { maxAge: REMEMBER_MS / 1000 } : {}),
  };
}

function sessionHashOf(request: FastifyRequest) {
  const raw = request.cookies[SESSION_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? hashToken(unsigned.value) : undefined;
}

/**
 * Whether the request carries a session cookie this server signed, told without reading the database: whether that
 * session still lives is not known. A cookie made up by the client is not one.
 */
export const carriesSignedSession = (request: FastifyRequest) => sessionHashOf(request) !== undefined;

async function loadSession(db: Database, cache: SessionCache, request: FastifyRequest) {
  const hash = sessionHashOf(request);
  if (!hash) return;
  const session = cache.get(hash) ?? (await readSession(db, cache, hash));
  if (!session) return;
  request.userId = session.userId;
  request.sessionHash = hash;
  await extendWhenHalfSpent(db, cache, hash, session);
}

/** A live session of an account that is not suspended (suspending ends its sessions; this refuses any it missed). */
async function readSession(db: Database, cache: SessionCache, hash: string) {
  const generation = cache.generation;
  const [row] = await db
    .select({ userId: sessions.userId, expire: sessions.expire, sess: sessions.sess })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, hash), gt(sessions.expire, sql`now()`), isNull(users.suspendedAt)))
    .limit(1);
  if (!row) return undefined;
  const session: CachedSession = { userId: row.userId, expire: row.expire, remember: row.sess.remember };
  cache.remember(hash, session, generation);
  return session;
}

/** Rolling expiry, written at most once per half lifetime so most requests only read. */
async function extendWhenHalfSpent(db: Database, cache: SessionCache, hash: string, session: CachedSession) {
  const lifetimeMs = lifetime(session.remember);
  if (session.expire.getTime() - Date.now() > lifetimeMs / 2) return;
  const expire = new Date(Date.now() + lifetimeMs);
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, hash));
  cache.extend(hash, expire);
}

/** What starting and ending a session use: the sessions table, and the cache every instance reads sessions through. */
type SessionDeps = { db: Executor; sessionCache: SessionCache };
/** The call a session starts or ends in: its cookie is set on the reply. */
type SessionCall = { request: FastifyRequest; reply: FastifyReply };

/** Starts a new session (a new id: any previous one of this browser is ended) and sets its cookie. */
export async function startSession(
  deps: SessionDeps,
  userId: number,
  { request, reply, remember }: SessionCall & { remember: boolean },
) {
  const { db } = deps;
  await deleteCallerSession(deps, request);
  const token = randomBytes(32).toString('base64url');
  const hash = hashToken(token);
  const sess: SessionData = { userId, remember };
  await db
    .insert(sessions)
    .values({ sid: hash, sess, userId, expire: new Date(Date.now() + lifetime(remember)) });
  request.userId = userId;
  request.sessionHash = hash;
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(request, remember));
}

async function deleteCallerSession({ db, sessionCache }: SessionDeps, request: FastifyRequest) {
  if (!request.sessionHash) return;
  await db.delete(sessions).where(eq(sessions.sid, request.sessionHash));
  await sessionCache.forgetSessions([request.sessionHash]);
}

export async function endSession(deps: SessionDeps, { request, reply }: SessionCall) {
  await deleteCallerSession(deps, request);
  request.userId = null;
  request.sessionHash = null;
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/**
 * Ends every session of a user except, when given, the caller's own (password change). Runs inside the caller's
 * transaction: once it has committed, the caller tells the SessionCache (`forgetUser`).
 */
export async function endOtherSessions(db: Executor, userId: number, keepHash: string | null) {
  const ofUser = eq(sessions.userId, userId);
  await db.delete(sessions).where(keepHash ? and(ofUser, ne(sessions.sid, keepHash)) : ofUser);
}

const SESSION_LOOKUP_CHUNK = 1000;

/** Of these session hashes, the ones still valid: an open socket whose session ended (logout, password change) is closed. */
export async function liveSessionHashes(db: Executor, hashes: readonly string[]): Promise<Set<string>> {
  const live = new Set<string>();
  for (let start = 0; start < hashes.length; start += SESSION_LOOKUP_CHUNK) {
    const chunk = hashes.slice(start, start + SESSION_LOOKUP_CHUNK);
    const rows = await db
      .select({ sid: sessions.sid })
      .from(sessions)
      .where(and(inArray(sessions.sid, chunk), gt(sessions.expire, sql`now()`)));
    for (const row of rows) live.add(row.sid);
  }
  return live;
}

/**
 * Browser sessions for users without a sign-in request, in one insert: tests and the benchmark sign in many users
 * without hashing their passwords. Answers each user's `Cookie` header value, in order.
 */
export async function createSessionCookies(
  app: FastifyInstance,
  db: Executor,
  userIds: readonly number[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const expire = new Date(Date.now() + BROWSER_SESSION_MS);
  const opened = userIds.map((userId) => ({ userId, token: randomBytes(32).toString('base64url') }));
  await db.insert(sessions).values(
    opened.map(({ userId, token }) => ({
      sid: hashToken(token),
      sess: { userId, remember: false },
      userId,
      expire,
    })),
  );
  return opened.map(({ token }) => `${SESSION_COOKIE}=${encodeURIComponent(app.signCookie(token))}`);
}

export async function deleteExpiredSessions(db: Database) {
  await db.delete(sessions).where(lt(sessions.expire, sql`now()`));
}

/** The signed-in user's id; throws 401 otherwise. Routes behind the auth guard call this instead of casting. */
export function signedInUserId(request: FastifyRequest): number {
  if (request.userId === null) throw unauthorized();
  return request.userId;
}

/** The signed-in user's id and their session's id (its token's hash); throws 401 otherwise. */
export function signedInSession(request: FastifyRequest): { userId: number; sessionId: string } {
  if (request.userId === null || request.sessionHash === null) throw unauthorized();
  return { userId: request.userId, sessionId: request.sessionHash };
}

/**
 * The viewer id a visitor reads as: no account has it (ids start at 1), so every query written for a viewer finds
 * nothing of theirs: no favourites, likes, reports, blocks, reservation or sale.
 */
export const VISITOR_ID = 0;

/** Who reads a route open to visitors: the signed-in user's id, or VISITOR_ID without a session. */
export const readerId = (request: FastifyRequest): number => request.userId ?? VISITOR_ID;

/**
 * The guard of the signed-in routes: 401 without a session, except on the reads declared
 * `config: { visitorMay: true }`, which a visitor makes on the address's budget of public reads (the one
 * /api/public/* and the share pages spend).
 */
export function guardSignedInRoutes(throttle: Pick<Throttle, 'consume'>) {
  return async (request: FastifyRequest) => {
    if (request.userId !== null) return;
    if (!request.routeOptions.config.visitorMay) throw unauthorized();
    await throttle.consume(THROTTLE_RULES.publicReadsPerAddress, request.ip);
  };
}

const needsSession = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/ws');

export function registerSessions(app: FastifyInstance, db: Database, cache: SessionCache) {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionHash', null);
  app.addHook('onRequest', async (request) => {
    if (needsSession(request.url)) await loadSession(db, cache, request);
  });
}
