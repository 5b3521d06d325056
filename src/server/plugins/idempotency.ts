import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import { idempotencyKeySchema } from '#shared/contract.ts';
import type { Database } from '#server/db/client.ts';
import { idempotencyKeys } from '#server/db/schema.ts';
import { badRequest, HttpError } from './errors.ts';
import { signedInUserId } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route honours an `Idempotency-Key` header: the first answer per person and key is kept for a day and a
     * retry with the same key and request gets it again instead of doing the work twice.
     */
    idempotent?: boolean;
  }
}

const KEPT_MS = 24 * 60 * 60 * 1000;
/** A claim's status before its answer is known. */
const PENDING_STATUS = 0;
/**
 * A retry that finds the first request still running asks again this often, for this long, then answers 503 with
 * Retry-After: the client tries again later, as for any server that cannot answer now.
 */
const WAIT_STEP_MS = 50;
const WAIT_LIMIT_MS = 10_000;
/**
 * A claim still pending after this long belongs to a request whose process died (requests time out after 30 s): a
 * retry takes it over, so what was typed is sent rather than refused for a day.
 */
const ABANDONED_AFTER_MS = 120_000;

type Claim = { userId: number; key: string };
type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/** The claims this instance's requests hold until their answer is stored. */
const claims = new WeakMap<FastifyRequest, Claim>();

/** What makes two requests "the same": the route, its parameters and its validated body. */
function requestHash(request: FastifyRequest): string {
  const described = JSON.stringify([request.method, request.routeOptions.url, request.params, request.body]);
  return createHash('sha256').update(described).digest('hex');
}

function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw badRequest('api.idempotencyKeyInvalid');
  return parsed.data;
}

async function claimKey(db: Database, claim: Claim, hash: string): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({ ...claim, requestHash: hash, statusCode: PENDING_STATUS, body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

const thisClaim = (claim: Claim) =>
  and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key));

async function storedAnswer(db: Database, claim: Claim): Promise<StoredAnswer | undefined> {
  const [row] = await db.select().from(idempotencyKeys).where(thisClaim(claim));
  return row;
}

const olderThan = (milliseconds: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${milliseconds / 1000})`);

/**
 * Removes the claim when it outlived its use (an answer older than a day, a claim its process abandoned), judged by the
 * database's clock. Of two retries taking it over, one deletes it and both then race to claim it anew, which only one
 * wins. Answers whether it went.
 */
async function droppedOutlived(db: Database, claim: Claim): Promise<boolean> {
  const abandoned = and(eq(idempotencyKeys.statusCode, PENDING_STATUS), olderThan(ABANDONED_AFTER_MS));
  const dropped = await db
    .delete(idempotencyKeys)
    .where(and(thisClaim(claim), or(abandoned, olderThan(KEPT_MS))))
    .returning({ key: idempotencyKeys.key });
  return dropped.length > 0;
}

/**
 * Claims the request's key, or answers it: the stored answer for a retry, 422 for the key reused on another request,
 * 503 when the first request with this key is still running after a wait.
 */
async function claimOrReplay(db: Database, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === undefined) return;
  const claim = { userId: signedInUserId(request), key };
  const hash = requestHash(request);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    if (await claimKey(db, claim, hash)) {
      claims.set(request, claim);
      return;
    }
    if (await droppedOutlived(db, claim)) continue;
    const row = await storedAnswer(db, claim);
    if (!row) continue;
    if (row.requestHash !== hash) throw new HttpError(422, 'api.idempotencyKeyReused');
    if (row.statusCode !== PENDING_STATUS) {
      return reply.code(row.statusCode).header('idempotent-replayed', 'true').send(row.body);
    }
    await sleep(WAIT_STEP_MS);
  }
  throw new HttpError(503, 'api.idempotencyKeyPending', { headers: { 'retry-after': '1' } });
}

type Answer = { statusCode: number; body: unknown };

/**
 * Keeps a success as the key's answer; after a failure, or when no answer was seen, the key is freed so that a retry
 * does the work.
 */
async function settleClaim(db: Database, request: FastifyRequest, answer: Answer | null) {
  const claim = claims.get(request);
  if (!claim) return;
  claims.delete(request);
  if (answer && answer.statusCode >= 200 && answer.statusCode < 300) {
    await db.update(idempotencyKeys).set(answer).where(thisClaim(claim));
  } else {
    await db.delete(idempotencyKeys).where(thisClaim(claim));
  }
}

/**
 * Makes the scope's routes whose config says `idempotent: true` honour `Idempotency-Key`. Register inside the signed-in
 * scope: keys belong to a person. The answer is stored before it is sent, so a client that saw it can always get it
 * again.
 */
export function registerIdempotency(scope: FastifyInstance, db: Database) {
  scope.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent) return claimOrReplay(db, request, reply);
  });
  scope.addHook('preSerialization', async (request, reply, payload) => {
    await settleClaim(db, request, { statusCode: reply.statusCode, body: payload });
    return payload;
  });
  // An answer that was never serialised (the connection went first) frees its claim too.
  scope.addHook('onResponse', async (request) => {
    await settleClaim(db, request, null);
  });
}

/** Answers older than a day are forgotten: a key may then be used again. */
export async function deleteExpiredIdempotencyKeys(db: Database) {
  await db.delete(idempotencyKeys).where(olderThan(KEPT_MS));
}
