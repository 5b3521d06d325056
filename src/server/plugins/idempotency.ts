import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
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
 * A retry that finds the first request still running looks at its claim again after each of these pauses (50 ms
 * doubling to 1 s: nine looks in about 4.5 s, however long the first request takes), then answers 409 with Retry-After
 * and the client tries again later. Polling at a fixed short step would cost the database hundreds of reads per
 * waiting retry.
 */
const WAIT_STEPS_MS = [50, 100, 200, 400, 800, 1000, 1000, 1000];
const RETRY_AFTER_SECONDS = 5;
/**
 * Retries one person may have waiting at once on this instance; one more is answered 409 at once. Throttles run in the
 * handlers, after the wait, so they never count waiting retries.
 */
export const WAITERS_PER_PERSON = 5;
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

const olderThan = (milliseconds: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${milliseconds / 1000})`);

/**
 * A claim that outlived its use, judged by the database's clock: an answer older than a day, or a claim its process
 * abandoned.
 */
const outlived = () =>
  or(and(eq(idempotencyKeys.statusCode, PENDING_STATUS), olderThan(ABANDONED_AFTER_MS)), olderThan(KEPT_MS));

/** The key's claim as stored, and whether it outlived its use. */
async function storedClaim(
  db: Database,
  claim: Claim,
): Promise<(StoredAnswer & { outlived: boolean }) | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(idempotencyKeys), outlived: sql<boolean>`coalesce(${outlived()}, false)` })
    .from(idempotencyKeys)
    .where(thisClaim(claim));
  return row;
}

/**
 * Removes the claim when it outlived its use. Of two retries taking it over, one deletes it and both then race to claim
 * it anew, which only one wins.
 */
async function dropOutlived(db: Database, claim: Claim) {
  await db.delete(idempotencyKeys).where(and(thisClaim(claim), outlived()));
}

const stillPending = () =>
  new HttpError(409, 'api.idempotencyKeyPending', {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });

type AsWaiter = <T>(userId: number, wait: () => Promise<T>) => Promise<T>;

/**
 * Runs a wait as one of the person's waiting retries on this instance, or answers 409 at once when they already have
 * WAITERS_PER_PERSON.
 */
function waiterLimit(): AsWaiter {
  const waiting = new Map<number, number>();
  return async (userId, wait) => {
    const already = waiting.get(userId) ?? 0;
    if (already >= WAITERS_PER_PERSON) throw stillPending();
    waiting.set(userId, already + 1);
    try {
      return await wait();
    } finally {
      const left = (waiting.get(userId) ?? 1) - 1;
      if (left === 0) waiting.delete(userId);
      else waiting.set(userId, left);
    }
  };
}

type Claimed = { claimed: true } | { claimed: false; answer: StoredAnswer };

/**
 * Claims the key once it is free, or waits for the first request's answer, looking again after each pause of
 * WAIT_STEPS_MS; 422 for the key reused on another request, 409 when the claim is still pending after the last look.
 */
async function claimOrAnswer(db: Database, claim: Claim, hash: string): Promise<Claimed> {
  for (const pause of [...WAIT_STEPS_MS, undefined]) {
    const row = await storedClaim(db, claim);
    if (!row || row.outlived) {
      if (row) await dropOutlived(db, claim);
      if (await claimKey(db, claim, hash)) return { claimed: true };
    } else {
      if (row.requestHash !== hash) throw new HttpError(422, 'api.idempotencyKeyReused');
      if (row.statusCode !== PENDING_STATUS) return { claimed: false, answer: row };
    }
    if (pause === undefined) break;
    await sleep(pause);
  }
  throw stillPending();
}

/**
 * Claims the request's key, or answers it: the stored answer for a retry, 422 for the key reused on another request,
 * 409 with Retry-After when the first request with this key is still running after a wait (or the person already has
 * WAITERS_PER_PERSON retries waiting).
 */
async function claimOrReplay(db: Database, asWaiter: AsWaiter, request: FastifyRequest, reply: FastifyReply) {
  const key = keyOf(request);
  if (key === undefined) return;
  const claim = { userId: signedInUserId(request), key };
  const hash = requestHash(request);
  if (!(await claimKey(db, claim, hash))) {
    const outcome = await asWaiter(claim.userId, () => claimOrAnswer(db, claim, hash));
    if (!outcome.claimed) {
      const { statusCode, body } = outcome.answer;
      return reply.code(statusCode).header('idempotent-replayed', 'true').send(body);
    }
  }
  claims.set(request, claim);
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
  const asWaiter = waiterLimit();
  scope.addHook('preHandler', async (request, reply) => {
    if (request.routeOptions.config.idempotent) return claimOrReplay(db, asWaiter, request, reply);
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
