import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import {
  IDENTITY_PHOTOS_KEPT_DAYS,
  type IdentityCheck,
  type IdentityPhoto,
  type IdentityStatus,
} from '#shared/identity.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import { amongIds } from '#server/db/deletion.ts';
import { isUniqueViolation } from '#server/db/errors.ts';
import { identityChecks, users } from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { processImage } from '#server/features/uploads/images.ts';
import type { FileStorage, StoredFile } from '#server/features/uploads/storage.ts';

/**
 * Identity checks (decision 0036): a person's three DUI photos wait, privately stored, for an admin's decision;
 * approval is the only way an account becomes verified. The photos go IDENTITY_PHOTOS_DELETED_AFTER_MS after the
 * decision, the DUI number is never stored (only its keyed hash).
 */
export type IdentityDeps = Pick<AppDeps, 'db' | 'log' | 'notifier' | 'identityImages' | 'config'>;

type CheckRow = typeof identityChecks.$inferSelect;

const PHOTO_COLUMNS = {
  front: 'frontImage',
  back: 'backImage',
  selfie: 'selfieImage',
} as const satisfies Record<IdentityPhoto, keyof CheckRow>;

/**
 * Photos are deleted by the freshness jobs (every few minutes) once their decision is a day short of
 * IDENTITY_PHOTOS_KEPT_DAYS old, so they are gone within it even if the jobs stopped for most of a day.
 */
export const IDENTITY_PHOTOS_DELETED_AFTER_MS = (IDENTITY_PHOTOS_KEPT_DAYS - 1) * 24 * 60 * 60 * 1000;

const photoNamesOf = (row: Pick<CheckRow, 'frontImage' | 'backImage' | 'selfieImage'>) =>
  [row.frontImage, row.backImage, row.selfieImage].filter((name) => name !== null);

/** A new random name: nothing about the person or the picture can be read from it, and it is never guessed. */
const newPhotoName = () => `${randomBytes(24).toString('hex')}.jpg`;

/** The keyed hash of a DUI number: equal numbers match, and without SESSION_SECRET it cannot be reversed by trying them. */
export const duiHashOf = (secret: string, duiNumber: string) =>
  createHmac('sha256', secret).update(`dui:${duiNumber}`).digest('hex');

/** Deletes these private photos; logs a failure, never throws (the sweep tries again while a row still names them). */
export async function deleteIdentityPhotos(
  deps: Pick<AppDeps, 'identityImages' | 'log'>,
  names: readonly string[],
): Promise<void> {
  if (names.length === 0) return;
  await deps.identityImages
    .delete(names)
    .catch((error: unknown) => deps.log.error({ err: error }, 'deleting identity photos failed'));
}

async function pendingCheckOf(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(and(eq(identityChecks.userId, userId), eq(identityChecks.status, 'pending')))
    .limit(1);
  return row;
}

/** 409 when the account is verified already or a check of theirs waits for review. */
async function assertMaySubmit(db: Database, userId: number) {
  const [user] = await db.select({ isVerified: users.isVerified }).from(users).where(eq(users.id, userId));
  if (user?.isVerified) throw conflict('api.identityAlreadyVerified');
  if (await pendingCheckOf(db, userId)) throw conflict('api.identityCheckPending');
}

/**
 * Re-encodes the three photos (metadata stripped, as listing photos), one after another, and only then stores them
 * under new private names: a photo that is no image stores nothing.
 */
async function storePhotos(storage: FileStorage, photos: Record<IdentityPhoto, Buffer>) {
  const front = await processImage(photos.front);
  const back = await processImage(photos.back);
  const selfie = await processImage(photos.selfie);
  const names = { frontImage: newPhotoName(), backImage: newPhotoName(), selfieImage: newPhotoName() };
  await Promise.all([
    storage.put(names.frontImage, front.main),
    storage.put(names.backImage, back.main),
    storage.put(names.selfieImage, selfie.main),
  ]);
  return names;
}

/** Stores a new pending check with its photos. 409 while one waits or once verified; a photo that is no image 400/413. */
export async function submitIdentityCheck(
  deps: IdentityDeps,
  userId: number,
  photos: Record<IdentityPhoto, Buffer>,
): Promise<IdentityStatus> {
  await assertMaySubmit(deps.db, userId);
  const names = await storePhotos(deps.identityImages, photos);
  try {
    const [row] = await deps.db
      .insert(identityChecks)
      .values({ userId, ...names })
      .returning();
    if (!row) throw new Error('identity check not stored');
    return statusOf(row);
  } catch (error) {
    await deleteIdentityPhotos(deps, photoNamesOf(names));
    // Two submissions at once: the unique index keeps one pending check per person.
    throw isUniqueViolation(error) ? conflict('api.identityCheckPending') : error;
  }
}

function statusOf(row: CheckRow): IdentityStatus {
  return {
    status: row.status,
    reason: row.rejectionReason,
    submittedAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The person's latest check as they see it, or `none`. */
export async function identityStatusOf(db: Database, userId: number): Promise<IdentityStatus> {
  const [row] = await db
    .select()
    .from(identityChecks)
    .where(eq(identityChecks.userId, userId))
    .orderBy(desc(identityChecks.createdAt), desc(identityChecks.id))
    .limit(1);
  return row ? statusOf(row) : { status: 'none', reason: null, submittedAt: null, decidedAt: null };
}

/** The admins' queue: waiting checks first, oldest first (first come, first served); then decided ones, newest first. */
export async function identityQueue(
  db: Database,
  { limit, offset }: { limit: number; offset: number },
): Promise<IdentityCheck[]> {
  const rows = await db
    .select({ check: identityChecks, firstName: users.firstName, lastName: users.lastName })
    .from(identityChecks)
    .innerJoin(users, eq(users.id, identityChecks.userId))
    .orderBy(
      desc(sql`${identityChecks.status} = 'pending'`),
      asc(sql`case when ${identityChecks.status} = 'pending' then ${identityChecks.createdAt} end`),
      desc(identityChecks.decidedAt),
      desc(identityChecks.id),
    )
    .limit(limit)
    .offset(offset);
  return rows.map(({ check, firstName, lastName }) => ({
    id: check.id,
    status: check.status,
    user: { id: check.userId, firstName, lastName },
    submittedAt: check.createdAt.toISOString(),
    decidedAt: check.decidedAt?.toISOString() ?? null,
    reason: check.rejectionReason,
    photos: photoNamesOf(check).length > 0,
  }));
}

/** One photo of a check for an admin; 404 for an unknown check or a photo already deleted. */
export async function openIdentityPhoto(
  deps: Pick<AppDeps, 'db' | 'identityImages'>,
  checkId: number,
  photo: IdentityPhoto,
): Promise<StoredFile> {
  const [row] = await deps.db.select().from(identityChecks).where(eq(identityChecks.id, checkId));
  const name = row?.[PHOTO_COLUMNS[photo]];
  const file = name ? await deps.identityImages.open(name) : undefined;
  if (!file) throw notFound();
  return file;
}

/** The pending check, locked for its decision; 404 unknown, 409 decided already. */
async function pendingForDecision(tx: Transaction, checkId: number): Promise<CheckRow> {
  const [row] = await tx.select().from(identityChecks).where(eq(identityChecks.id, checkId)).for('update');
  if (!row) throw notFound();
  if (row.status !== 'pending') throw conflict('api.identityCheckDecided');
  return row;
}

/** Writes the decision on the check; answers the person's status after it. */
async function decide(
  tx: Transaction,
  checkId: number,
  decision: Pick<CheckRow, 'status' | 'reviewerId'> & Partial<Pick<CheckRow, 'duiHash' | 'rejectionReason'>>,
): Promise<IdentityStatus> {
  const [row] = await tx
    .update(identityChecks)
    .set({ ...decision, decidedAt: sql`now()` })
    .where(eq(identityChecks.id, checkId))
    .returning();
  if (!row) throw notFound();
  return statusOf(row);
}

/** 409 when an approved check of any account holds this DUI's hash: one DUI verifies one account. */
async function assertDuiFree(tx: Transaction, duiHash: string) {
  const [taken] = await tx
    .select({ id: identityChecks.id })
    .from(identityChecks)
    .where(eq(identityChecks.duiHash, duiHash))
    .limit(1);
  if (taken) throw conflict('api.duiTaken');
}

/**
 * Approves a pending check: the account becomes verified, the check keeps who decided, when and the DUI's keyed hash.
 * The person is told. 409 when the DUI verified another account already.
 */
export async function approveIdentityCheck(
  deps: IdentityDeps,
  reviewerId: number,
  { checkId, duiNumber }: { checkId: number; duiNumber: string },
): Promise<IdentityStatus> {
  const duiHash = duiHashOf(deps.config.sessionSecret, duiNumber);
  try {
    return await transaction(deps, async (tx, afterCommit) => {
      const check = await pendingForDecision(tx, checkId);
      await assertDuiFree(tx, duiHash);
      const status = await decide(tx, check.id, { status: 'approved', reviewerId, duiHash });
      await tx
        .update(users)
        .set({ isVerified: true, updatedAt: sql`now()` })
        .where(eq(users.id, check.userId));
      afterCommit(async () => tellOutcome(deps, check.userId, 'approved', null));
      return status;
    });
  } catch (error) {
    // Two approvals of the same DUI at once: the unique index keeps one.
    throw isUniqueViolation(error) ? conflict('api.duiTaken') : error;
  }
}

/** Rejects a pending check with the admin's reason, which the person is told; they may send new photos. */
export async function rejectIdentityCheck(
  deps: IdentityDeps,
  reviewerId: number,
  { checkId, reason }: { checkId: number; reason: string },
): Promise<IdentityStatus> {
  return transaction(deps, async (tx, afterCommit) => {
    const check = await pendingForDecision(tx, checkId);
    const status = await decide(tx, check.id, { status: 'rejected', reviewerId, rejectionReason: reason });
    afterCommit(async () => tellOutcome(deps, check.userId, 'rejected', reason));
    return status;
  });
}

function tellOutcome(
  deps: Pick<AppDeps, 'notifier'>,
  userId: number,
  outcome: 'approved' | 'rejected',
  reason: string | null,
) {
  deps.notifier.notify({
    userId,
    type: 'identity_check',
    params: { outcome, reason },
    url: '/settings#identity',
  });
}

/**
 * Deletes the photos of checks decided IDENTITY_PHOTOS_DELETED_AFTER_MS before `now`, then clears their names: a file
 * whose deletion failed keeps its name, so the next run tries again. Answers how many checks lost their photos.
 */
export async function deleteDecidedIdentityPhotos(
  deps: Pick<AppDeps, 'db' | 'log' | 'identityImages'>,
  now: Date,
): Promise<number> {
  const cutoff = new Date(now.getTime() - IDENTITY_PHOTOS_DELETED_AFTER_MS);
  const due = await deps.db
    .select()
    .from(identityChecks)
    .where(
      and(
        lte(identityChecks.decidedAt, cutoff),
        or(
          isNotNull(identityChecks.frontImage),
          isNotNull(identityChecks.backImage),
          isNotNull(identityChecks.selfieImage),
        ),
      ),
    );
  let deleted = 0;
  for (const check of due) {
    const removed = await deps.identityImages.delete(photoNamesOf(check)).then(
      () => true,
      (error: unknown) => {
        deps.log.error({ err: error }, 'deleting identity photos failed');
        return false;
      },
    );
    if (!removed) continue;
    await deps.db
      .update(identityChecks)
      .set({ frontImage: null, backImage: null, selfieImage: null })
      .where(eq(identityChecks.id, check.id));
    deleted += 1;
  }
  return deleted;
}

/** The private photo names of the leaving users' checks (their rows go with the users), for deleting after the commit. */
export async function identityPhotosOfUsers(tx: Executor, userIds: readonly number[]): Promise<string[]> {
  const rows = await tx
    .select({
      frontImage: identityChecks.frontImage,
      backImage: identityChecks.backImage,
      selfieImage: identityChecks.selfieImage,
    })
    .from(identityChecks)
    .where(amongIds(userIds)(identityChecks.userId));
  return rows.flatMap(photoNamesOf);
}
