import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import {
  RECOVERY_CODE_COUNT,
  TWO_FACTOR_DIGITS,
  TWO_FACTOR_PERIOD_SECONDS,
  type TwoFactorSetup,
} from '#shared/two-factor.ts';
import type { Executor } from '#server/db/client.ts';
import { twoFactorSecrets, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, HttpError, notFound } from '#server/plugins/errors.ts';
import { THROTTLE_RULES } from '#server/plugins/throttle.ts';
import { openSecret, sealSecret } from './secret-box.ts';

type TwoFactorDeps = Pick<AppDeps, 'db' | 'config' | 'throttle' | 'log'>;

const ISSUER = 'Cerquita';
const SECRET_BYTES = 20;
/** A code from the step before or after the server's counts too: phones' clocks drift. */
const STEP_WINDOW = 1;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TWO_FACTOR_DIGITS,
    period: TWO_FACTOR_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

const recoveryHashOf = (sessionSecret: string, code: string) =>
  createHmac('sha256', sessionSecret)
    .update(`recovery:${code.replace('-', '')}`)
    .digest('base64url');

/** "abcd-efgh": 40 random bits, in letters and digits people cannot confuse when copying them by hand. */
function newRecoveryCode(): string {
  const letters = [...randomBytes(8)].map((byte) => RECOVERY_ALPHABET[byte % RECOVERY_ALPHABET.length]);
  return `${letters.slice(0, 4).join('')}-${letters.slice(4).join('')}`;
}

async function secretsOf(db: Executor, userId: number) {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row;
}

async function emailOf(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user.email;
}

/**
 * `POST /api/user/2fa/setup`: a new secret, kept pending until a code from it enables two factors. Asking again
 * replaces a pending one; with two factors on, 409.
 */
export async function setUpTwoFactor({ db, config }: TwoFactorDeps, userId: number): Promise<TwoFactorSetup> {
  const existing = await secretsOf(db, userId);
  if (existing?.secret) throw conflict('api.twoFactorAlreadyOn');
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  const pendingSecret = sealSecret(config.sessionSecret, secret);
  await db
    .insert(twoFactorSecrets)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { pendingSecret, updatedAt: sql`now()` } });
  const otpauthUrl = totpOf(secret, await emailOf(db, userId)).toString();
  const qr = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qr: `data:image/svg+xml;base64,${Buffer.from(qr).toString('base64')}` };
}

/** The time step a TOTP code answers, when it is one of the secret's within the window; undefined otherwise. */
function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const delta = totpOf(secret, ISSUER).validate({ token: code, timestamp: now, window: STEP_WINDOW });
  if (delta === null) return undefined;
  return Math.floor(now / 1000 / TWO_FACTOR_PERIOD_SECONDS) + delta;
}

type CodeCheck =
  { accepted: true; update: Partial<typeof twoFactorSecrets.$inferInsert> } | { accepted: false };

/**
 * Whether `code` opens the account's two factors: a TOTP code of a step after the last one accepted (each code counts
 * once), or one of its unused recovery codes (then spent).
 */
function checkCode(
  sessionSecret: string,
  row: typeof twoFactorSecrets.$inferSelect,
  stored: string,
  code: string,
): CodeCheck {
  const secret = openSecret(sessionSecret, stored);
  if (/^\d+$/.test(code)) {
    const step = secret === undefined ? undefined : stepOfCode(secret, code);
    if (step === undefined || (row.lastStep !== null && step <= row.lastStep)) return { accepted: false };
    return { accepted: true, update: { lastStep: step } };
  }
  const hash = recoveryHashOf(sessionSecret, code);
  if (!row.recoveryCodeHashes.includes(hash)) return { accepted: false };
  return {
    accepted: true,
    update: { recoveryCodeHashes: row.recoveryCodeHashes.filter((each) => each !== hash) },
  };
}

/**
 * Checks a code under the account's tries, in one transaction with the row locked (two devices sending the same code
 * at once: one is accepted). `use` picks the secret to check against and runs the work the right code allows.
 */
async function withCheckedCode<Result>(
  deps: TwoFactorDeps,
  userId: number,
  code: string,
  use: {
    storedSecret: (row: typeof twoFactorSecrets.$inferSelect) => string | null;
    missing: () => HttpError;
    then: (tx: Executor, update: CodeCheck & { accepted: true }) => Promise<Result>;
  },
): Promise<Result> {
  const rule = THROTTLE_RULES.twoFactorTriesPerAccount;
  const subject = String(userId);
  const tries = await deps.throttle.consumeCounted(rule, subject);
  let wrong = false;
  try {
    return await transaction(deps, async (tx) => {
      const [row] = await tx
        .select()
        .from(twoFactorSecrets)
        .where(eq(twoFactorSecrets.userId, userId))
        .for('update');
      const stored = row ? use.storedSecret(row) : null;
      if (!row || !stored) throw use.missing();
      const check = checkCode(deps.config.sessionSecret, row, stored, code);
      wrong = !check.accepted;
      if (!check.accepted) throw await deps.throttle.wrongTry(rule, subject, tries, 'api.twoFactorCodeWrong');
      await tx
        .update(twoFactorSecrets)
        .set({ ...check.update, updatedAt: sql`now()` })
        .where(eq(twoFactorSecrets.userId, userId));
      return use.then(tx, check);
    });
  } finally {
    if (!wrong) await deps.throttle.giveBack(rule, subject);
  }
}

/** `POST /api/user/2fa/enable`: a code from the pending secret turns two factors on; answers the recovery codes. */
export async function enableTwoFactor(deps: TwoFactorDeps, userId: number, code: string): Promise<string[]> {
  const existing = await secretsOf(deps.db, userId);
  if (existing?.secret) throw conflict('api.twoFactorAlreadyOn');
  return withCheckedCode(deps, userId, code, {
    storedSecret: (row) => row.pendingSecret,
    missing: () => conflict('api.twoFactorNotSetUp'),
    then: async (tx) => {
      const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await tx
        .update(twoFactorSecrets)
        .set({
          secret: sql`${twoFactorSecrets.pendingSecret}`,
          pendingSecret: null,
          recoveryCodeHashes: recoveryCodes.map((each) => recoveryHashOf(deps.config.sessionSecret, each)),
        })
        .where(eq(twoFactorSecrets.userId, userId));
      await tx
        .update(users)
        .set({ twoFactorEnabledAt: sql`now()` })
        .where(eq(users.id, userId));
      return recoveryCodes;
    },
  });
}

/** `POST /api/user/2fa/disable`: a current code (or a recovery code) turns two factors off and forgets the secret. */
export async function disableTwoFactor(deps: TwoFactorDeps, userId: number, code: string): Promise<void> {
  await withCheckedCode(deps, userId, code, {
    storedSecret: (row) => row.secret,
    missing: () => conflict('api.twoFactorOff'),
    then: async (tx) => {
      await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
      await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
    },
  });
}

/** The second step of signing in: a code from the account's authenticator, or one of its recovery codes. */
export async function verifySignInCode(deps: TwoFactorDeps, userId: number, code: string): Promise<void> {
  await withCheckedCode(deps, userId, code, {
    storedSecret: (row) => row.secret,
    missing: () => conflict('api.twoFactorOff'),
    then: async () => undefined,
  });
}
