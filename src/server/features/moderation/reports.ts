import { and, countDistinct, eq, isNull, or, sql } from 'drizzle-orm';
import {
  AUTO_HIDE_REPORTS,
  type CreateReport,
  type ReportAnswer,
  type ReportTargetType,
} from '#shared/moderation.ts';
import type { Database, Executor, Transaction } from '#server/db/client.ts';
import {
  comments,
  communityPosts,
  conversations,
  messages,
  moderationActions,
  products,
  reports,
  users,
} from '#server/db/schema.ts';
import { badRequest, notFound } from '#server/plugins/errors.ts';

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
  switch (type) {
    case 'product':
      return (await db.select({ ownerId: products.sellerId }).from(products).where(eq(products.id, id)))[0];
    case 'user':
      return (await db.select({ ownerId: users.id }).from(users).where(eq(users.id, id)))[0];
    case 'post':
      return (
        await db
          .select({ ownerId: communityPosts.authorId })
          .from(communityPosts)
          .where(eq(communityPosts.id, id))
      )[0];
    case 'comment':
      return (await db.select({ ownerId: comments.authorId }).from(comments).where(eq(comments.id, id)))[0];
    case 'message':
      return messageSeenBy(db, reporterId, id);
  }
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

/**
 * Hides a listing once AUTO_HIDE_REPORTS different people have open reports on it, until an admin looks. The caller
 * holds the product row's lock, so two reports arriving together count each other and hide it once.
 */
async function hideWhenReportedByMany(tx: Transaction, productId: number, sellerId: number | null) {
  const [open] = await tx
    .select({ reporters: countDistinct(reports.reporterId) })
    .from(reports)
    .where(
      and(eq(reports.targetType, 'product'), eq(reports.targetId, productId), eq(reports.status, 'open')),
    );
  if (!open || open.reporters < AUTO_HIDE_REPORTS) return;
  const hidden = await tx
    .update(products)
    .set({ hiddenAt: sql`now()` })
    .where(and(eq(products.id, productId), isNull(products.hiddenAt)))
    .returning({ id: products.id });
  if (hidden.length === 0) return;
  await tx.insert(moderationActions).values({
    action: 'auto_hide',
    targetType: 'product',
    targetId: productId,
    targetOwnerId: sellerId,
  });
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
  db: Database,
  reporterId: number,
  input: CreateReport,
): Promise<{ report: ReportAnswer; created: boolean }> {
  return db.transaction(async (tx) => {
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
    if (targetType === 'product') await hideWhenReportedByMany(tx, targetId, target.ownerId);
    return { report: toAnswer(inserted), created: true };
  });
}
