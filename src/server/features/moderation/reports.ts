import { and, count, countDistinct, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  AUTO_HIDE_REPORTS,
  AUTO_HIDES_PER_REPORTER_PER_DAY,
  type CreateReport,
  type ReportAnswer,
  type ReportTargetType,
} from '#shared/moderation.ts';
import type { Executor, Transaction } from '#server/db/client.ts';
import { conversations, messages, moderationActions, products, reports, users } from '#server/db/schema.ts';
import { transaction, type AfterCommit } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';
import { shownReview } from '#server/features/deals/reviews.ts';
import { adminIds } from '#server/features/users/service.ts';
import { CONTENT } from './content.ts';
import { isNew } from './new-accounts.ts';

type ReportRow = typeof reports.$inferSelect;
/** Whose the reported thing is: null for a message without a sender (deal news, a deleted account). */
type Target = { ownerId: number | null };

const toAnswer = (row: ReportRow): ReportAnswer => ({
  id: row.id,
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
  details: row.details,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** A message exists for the reporter only in a conversation they take part in. */
async function messageSeenBy(db: Executor, reporterId: number, id: number): Promise<Target | undefined> {
  const [row] = await db
    .select({ ownerId: messages.senderId })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        eq(messages.id, id),
        or(eq(conversations.participant1Id, reporterId), eq(conversations.participant2Id, reporterId)),
      ),
    );
  return row;
}

async function findTarget(
  db: Executor,
  reporterId: number,
  type: ReportTargetType,
  id: number,
): Promise<Target | undefined> {
  if (type === 'user') return (await db.select({ ownerId: users.id }).from(users).where(eq(users.id, id)))[0];
  if (type === 'message') return messageSeenBy(db, reporterId, id);
  const { table, ownerId } = CONTENT[type];
  // A review can be reported only while it is shown.
  const shown = type === 'review' ? shownReview : undefined;
  const [row] = await db
    .select({ ownerId })
    .from(table)
    .where(and(eq(table.id, id), shown));
  return row;
}

async function existingReport(db: Executor, reporterId: number, input: CreateReport) {
  const [row] = await db
    .select()
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, input.targetType),
        eq(reports.targetId, input.targetId),
      ),
    );
  if (!row) throw new Error('report neither inserted nor found');
  return row;
}

/** What reporting uses: the database, and whom an automatic hide tells (the admins) once committed. */
type ReportDeps = Pick<AppDeps, 'db' | 'log' | 'notifier' | 'config'>;

type HideWork = { tx: Transaction; afterCommit: AfterCommit; deps: ReportDeps };

/** Serialises automatic hides, so that two firing at once never both count a reporter at the end of their day. */
const AUTO_HIDE_LOCK_KEY = 25_2026_11;

const openReportsOn = (productId: number) =>
  and(eq(reports.targetType, 'product'), eq(reports.targetId, productId), eq(reports.status, 'open'));

/**
 * The open reports on a listing that count toward hiding it: by established accounts (a day old, email verified),
 * each of whose reporters has counted toward fewer than AUTO_HIDES_PER_REPORTER_PER_DAY hides in the last day.
 */
async function countingReports(tx: Transaction, productId: number): Promise<number[]> {
  const earlier = alias(reports, 'earlier');
  const hidesToday = tx
    .select({ count: count() })
    .from(earlier)
    .where(
      and(
        eq(earlier.reporterId, reports.reporterId),
        gt(earlier.countedInAutoHideAt, sql`now() - interval '1 day'`),
      ),
    );
  const rows = await tx
    .select({
      id: reports.id,
      createdAt: users.createdAt,
      emailVerified: users.emailVerified,
      hidesToday: sql`(${hidesToday})`.mapWith(Number),
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(openReportsOn(productId));
  return rows
    .filter((row) => !isNew(row) && row.hidesToday < AUTO_HIDES_PER_REPORTER_PER_DAY)
    .map((row) => row.id);
}

/** Tells the admins, once committed, that a listing hid itself and waits for their look. */
async function tellAdmins({ tx, afterCommit, deps }: HideWork, title: string, reportCount: number) {
  const admins = await adminIds(tx, deps.config.adminEmails);
  afterCommit(async () =>
    deps.notifier.notify(
      admins.map((userId) => ({
        userId,
        type: 'listing_hidden',
        params: { productTitle: title, reportCount },
        url: '/admin',
      })),
    ),
  );
}

/**
 * Hides a listing once AUTO_HIDE_REPORTS counting reports (`countingReports`) are open on it, until an admin looks,
 * and tells the admins. The caller holds the product row's lock, so two reports arriving together count each other
 * and hide it once.
 */
async function hideWhenReportedByMany(work: HideWork, productId: number, sellerId: number | null) {
  const { tx } = work;
  const [open] = await tx
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(openReportsOn(productId));
  if (!open || open.reporters < AUTO_HIDE_REPORTS) return;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUTO_HIDE_LOCK_KEY})`);
  const counting = await countingReports(tx, productId);
  if (counting.length < AUTO_HIDE_REPORTS) return;
  const [hidden] = await tx
    .update(products)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .returning({ title: products.title });
  if (!hidden) return;
  await tx
    .update(reports)
    .set({ countedInAutoHideAt: sql`now()` })
    .where(inArray(reports.id, counting));
  await tx.insert(moderationActions).values({
    action: 'auto_hide',
    targetType: 'product',
    targetId: productId,
    targetOwnerId: sellerId,
  });
  await tellAdmins(work, hidden.title, open.reporters);
}

async function lockProduct(tx: Transaction, productId: number) {
  await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
}

/**
 * `POST /api/reports`: one report per person and target. `created` is false when the person had reported it before:
 * that report is answered and nothing changes. 404 for what does not exist or the reporter cannot see, 400 for their
 * own account or content.
 */
export async function createReport(
  deps: ReportDeps,
  reporterId: number,
  input: CreateReport,
): Promise<{ report: ReportAnswer; created: boolean }> {
  return transaction(deps, async (tx, afterCommit) => {
    const { targetType, targetId } = input;
    if (targetType === 'product') await lockProduct(tx, targetId);
    const target = await findTarget(tx, reporterId, targetType, targetId);
    if (!target) throw notFound('api.reportTargetNotFound');
    if (target.ownerId === reporterId) throw badRequest('api.cannotReportYourself');
    const [inserted] = await tx
      .insert(reports)
      .values({
        reporterId,
        targetType,
        targetId,
        targetOwnerId: target.ownerId,
        reason: input.reason,
        details: input.details ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return { report: toAnswer(await existingReport(tx, reporterId, input)), created: false };
    if (targetType === 'product')
      await hideWhenReportedByMany({ tx, afterCommit, deps }, targetId, target.ownerId);
    return { report: toAnswer(inserted), created: true };
  });
}
