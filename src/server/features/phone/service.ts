import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNotNull, lt, lte, sql } from 'drizzle-orm';
import type { Language } from '#shared/constants.ts';
import { PHONE_CODE_LIFETIME_MINUTES, PHONE_CODE_TRIES } from '#shared/phone.ts';
import type { Database } from '#server/db/client.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { phoneCodes, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { translate } from '#server/i18n.ts';
import { badRequest, conflict, HttpError } from '#server/plugins/errors.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import type { SmsSender } from './sms.ts';

type PhoneDeps = Pick<AppDeps, 'db' | 'throttle' | 'log'> & {
  secret: string;
  sendSms: SmsSender | undefined;
};

/** The code as stored: an HMAC under the server's secret, bound to the account and the number it was sent to. */
const codeHashOf = (secret: string, userId: number, phone: string, code: string) =>
  createHmac('sha256', secret).update(`phone-code:${userId}:${phone}:${code}`).digest('hex');

/** The per-number throttle's subject: a keyed hash, so Redis never holds the number itself. */
const numberSubjectOf = (secret: string, phone: string) =>
  createHmac('sha256', secret).update(`phone-number:${phone}`).digest('hex').slice(0, 32);

/** The account that verified the number, if any. */
async function verifiedOwnerOf(db: Database, phone: string) {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)));
  return owner?.id;
}

/**
 * Sends a new six-digit code to `phone` for the account, replacing any code sent before. A number another account
 * verified is refused without naming it; three sends an hour per account and per number, counted only when sent.
 */
export async function sendPhoneCode(deps: PhoneDeps, userId: number, phone: string, language: Language) {
  const owner = await verifiedOwnerOf(deps.db, phone);
  if (owner === userId) throw conflict('api.phoneAlreadyVerified');
  if (owner !== undefined) throw conflict('api.phoneTaken');
  const { sendSms } = deps;
  if (!sendSms) throw new HttpError(503, 'api.smsUnavailable');
  const counts = [
    { rule: THROTTLE_RULES.phoneCodesPerUser, subject: String(userId) },
    { rule: THROTTLE_RULES.phoneCodesPerNumber, subject: numberSubjectOf(deps.secret, phone) },
  ];
  return deps.throttle.consumeForDone(counts, async () => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const stored = {
      phone,
      codeHash: codeHashOf(deps.secret, userId, phone, code),
      tries: 0,
      expiresAt: sql<Date>`now() + make_interval(mins => ${PHONE_CODE_LIFETIME_MINUTES})`,
    };
    const [row] = await deps.db
      .insert(phoneCodes)
      .values({ userId, ...stored })
      .onConflictDoUpdate({ target: phoneCodes.userId, set: { ...stored, createdAt: sql`now()` } })
      .returning({ expiresAt: phoneCodes.expiresAt });
    const text = translate(language, 'sms.phoneCode', { code, minutes: PHONE_CODE_LIFETIME_MINUTES });
    try {
      await sendSms({ to: phone, text });
    } catch (error) {
      deps.log.error({ err: error }, 'the SMS with a phone code could not be sent');
      throw new HttpError(503, 'api.smsFailed');
    }
    return { phone, expiresAt: (row?.expiresAt ?? new Date()).toISOString() };
  });
}

/** Counts one try of the account's live code and answers it, or nothing when there is no live code with tries left. */
async function takeTry(db: Database, userId: number) {
  const [row] = await db
    .update(phoneCodes)
    .set({ tries: sql`${phoneCodes.tries} + 1` })
    .where(
      and(
        eq(phoneCodes.userId, userId),
        gt(phoneCodes.expiresAt, sql`now()`),
        lt(phoneCodes.tries, PHONE_CODE_TRIES),
      ),
    )
    .returning();
  return row;
}

const dropCode = (db: Database, userId: number) => db.delete(phoneCodes).where(eq(phoneCodes.userId, userId));

function isCode(secret: string, row: typeof phoneCodes.$inferSelect, entered: string) {
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHashOf(secret, row.userId, row.phone, entered), 'hex');
  return timingSafeEqual(given, expected);
}

/**
 * The code of the last SMS makes its number the account's verified phone. Five wrong codes, or ten minutes, and the
 * code stops working (the row goes); the number is refused if another account verified it meanwhile.
 */
export async function verifyPhoneCode(
  deps: Omit<PhoneDeps, 'sendSms' | 'throttle'>,
  userId: number,
  code: string,
) {
  const row = await takeTry(deps.db, userId);
  if (!row) {
    await dropCode(deps.db, userId);
    throw badRequest('api.phoneCodeExpired');
  }
  if (!isCode(deps.secret, row, code)) {
    const triesLeft = PHONE_CODE_TRIES - row.tries;
    if (triesLeft > 0) {
      throw new HttpError(400, 'api.phoneCodeWrong', {
        values: { count: triesLeft },
        details: { triesLeft },
      });
    }
    await dropCode(deps.db, userId);
    throw badRequest('api.phoneCodeUsedUp');
  }
  try {
    await transaction(deps, async (tx) => {
      await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
      await tx
        .update(users)
        .set({ phone: row.phone, phoneVerifiedAt: sql`now()` })
        .where(eq(users.id, userId));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('api.phoneTaken');
    throw error;
  }
}

/** The account gives up its number (verified or not) and any code on its way: the number is free for another. */
export async function removePhone(deps: Pick<AppDeps, 'db' | 'log'>, userId: number) {
  await transaction(deps, async (tx) => {
    await tx.delete(phoneCodes).where(eq(phoneCodes.userId, userId));
    await tx.update(users).set({ phone: null, phoneVerifiedAt: null }).where(eq(users.id, userId));
  });
}

/** Codes past their ten minutes, removed (the hourly sweep): a code is kept no longer than it works. */
export async function deleteExpiredPhoneCodes(db: Database) {
  await db.delete(phoneCodes).where(lte(phoneCodes.expiresAt, sql`now()`));
}
