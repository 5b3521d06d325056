import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditQuery,
  ModerationAction,
  ReportTargetType,
  ResolveAnswer,
  ResolveReport,
} from '#shared/moderation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { moderationActions, products, reports, users } from '#server/db/schema.ts';
import { transaction, type AfterCommit } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { endOtherSessions } from '#server/plugins/session.ts';
import type { SessionCache } from '#server/plugins/session-cache.ts';
import type { Notifier } from '#server/features/notifications/notifier.ts';
import { recountRatingOfReview, recountRatingsReviewedBy } from '#server/features/deals/reviews.ts';
import { CONTENT } from './content.ts';

/** The reported thing a resolution acts on. */
type Target = { type: ReportTargetType; id: number; ownerId: number | null };

/** Hides the content, or shows it again; answers whether that changed anything. A review's rating follows. */
async function setHidden(tx: Transaction, target: Target, hidden: boolean): Promise<boolean> {
  if (target.type === 'user') return false;
  const { table } = CONTENT[target.type];
  const changed = await tx
    .update(table)
    .set({ hiddenAt: hidden ? sql`now()` : null })
    .where(and(eq(table.id, target.id), hidden ? isNull(table.hiddenAt) : isNotNull(table.hiddenAt)))
    .returning({ id: table.id });
  if (changed.length === 0) return false;
  if (target.type === 'review') await recountRatingOfReview(tx, target.id);
  return true;
}

/** Whether the listing's last hiding was automatic: a dismissal then shows it again. */
async function wasAutoHidden(tx: Transaction, target: Target) {
  const [last] = await tx
    .select({ action: moderationActions.action })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.targetType, target.type),
        eq(moderationActions.targetId, target.id),
        inArray(moderationActions.action, ['hide', 'auto_hide']),
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(1);
  return last?.action === 'auto_hide';
}

/**
 * Suspends the owner: sign-in refused, every session ended (their sockets close on every instance once the cache is
 * told after the commit), listings hidden from everyone by the lists' filters.
 */
async function suspend(
  tx: Transaction,
  ownerId: number,
  afterCommit: AfterCommit,
  sessionCache: SessionCache,
) {
  const suspended = await tx
    .update(users)
    .set({ suspendedAt: sql`now()` })
    .where(and(eq(users.id, ownerId), isNull(users.suspendedAt)))
    .returning({ id: users.id });
  await endOtherSessions(tx, ownerId, null);
  afterCommit(() => sessionCache.forgetUser(ownerId));
  if (suspended.length > 0) await recountRatingsReviewedBy(tx, ownerId);
}

/** Lifts a suspension: the person may sign in again, and what they listed and wrote shows again. */
async function liftSuspension(tx: Transaction, userId: number): Promise<boolean> {
  const lifted = await tx
    .update(users)
    .set({ suspendedAt: null })
    .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id });
  if (lifted.length === 0) return false;
  await recountRatingsReviewedBy(tx, userId);
  return true;
}

/** Whose suspension restoring the target lifts: the reported person, or an author suspended through this target. */
async function suspendedThrough(tx: Transaction, target: Target): Promise<number | null> {
  if (target.type === 'user') return target.id;
  if (target.ownerId === null) return null;
  const [suspension] = await tx
    .select({ id: moderationActions.id })
    .from(moderationActions)
    .where(
      and(
        eq(moderationActions.action, 'suspend'),
        eq(moderationActions.targetType, target.type),
        eq(moderationActions.targetId, target.id),
      ),
    )
    .limit(1);
  return suspension ? target.ownerId : null;
}

/**
 * Undoes what moderation did about the target: hidden content shows again, and a suspension made through it (or of the
 * reported person) is lifted. 409 when there is nothing to undo.
 */
async function restore(tx: Transaction, target: Target) {
  const shown = await setHidden(tx, target, false);
  const suspendedId = await suspendedThrough(tx, target);
  const lifted = suspendedId !== null && (await liftSuspension(tx, suspendedId));
  if (!shown && !lifted) throw conflict('api.nothingToRestore');
}

async function reportedTarget(tx: Transaction, reportId: number): Promise<Target> {
  const [report] = await tx
    .select({ type: reports.targetType, id: reports.targetId, ownerId: reports.targetOwnerId })
    .from(reports)
    .where(eq(reports.id, reportId));
  if (!report) throw notFound('api.reportNotFound');
  return report;
}

/** A person is not hidden but suspended; suspending needs an owner other than the admin acting. */
function assertActionFits(action: ModerationAction, target: Target, adminId: number) {
  if (action === 'hide' && target.type === 'user') throw badRequest('api.hideNotForPeople');
  if (action !== 'suspend') return;
  if (target.ownerId === null) throw conflict('api.reportOwnerGone');
  if (target.ownerId === adminId) throw badRequest('api.cannotSuspendYourself');
}

/** Resolves the target's open reports; only a restore may find none (it undoes an earlier resolution). */
async function resolveOpenReports(tx: Transaction, target: Target, action: ModerationAction) {
  const resolved = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: sql`now()` })
    .where(
      and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id });
  if (resolved.length === 0 && action !== 'restore') throw conflict('api.reportAlreadyResolved');
  return resolved.length;
}

/** Tells a listing's seller that moderation hid it, once committed. */
async function tellSellerOfHiddenListing(
  tx: Transaction,
  target: Target,
  afterCommit: AfterCommit,
  notifier: Pick<Notifier, 'notify'>,
) {
  if (target.type !== 'product' || target.ownerId === null) return;
  const sellerId = target.ownerId;
  const [product] = await tx
    .select({ title: products.title })
    .from(products)
    .where(eq(products.id, target.id));
  afterCommit(async () =>
    notifier.notify({
      userId: sellerId,
      type: 'listing_hidden',
      params: { productTitle: product?.title ?? '', reportCount: null },
      url: `/products/${target.id}`,
    }),
  );
}

/**
 * `POST /api/admin/reports/{id}/resolve`: resolves every open report of the report's target and acts on it — dismiss
 * (nothing, but a listing hidden automatically shows again), hide the content from everyone, suspend its owner, or
 * restore (`restore`; also for a target whose reports were resolved before) — recording the action in the audit log,
 * all in one transaction.
 */
export async function resolveReport(
  deps: Pick<AppDeps, 'db' | 'log' | 'sessionCache' | 'notifier'>,
  adminId: number,
  { reportId, ...input }: ResolveReport & { reportId: number },
): Promise<ResolveAnswer> {
  const { sessionCache, notifier } = deps;
  return transaction(deps, async (tx, afterCommit) => {
    const target = await reportedTarget(tx, reportId);
    assertActionFits(input.action, target, adminId);
    const resolved = await resolveOpenReports(tx, target, input.action);
    if (input.action === 'hide') {
      await setHidden(tx, target, true);
      await tellSellerOfHiddenListing(tx, target, afterCommit, notifier);
    }
    if (input.action === 'dismiss' && (await wasAutoHidden(tx, target))) await setHidden(tx, target, false);
    if (input.action === 'suspend' && target.ownerId !== null)
      await suspend(tx, target.ownerId, afterCommit, sessionCache);
    if (input.action === 'restore') await restore(tx, target);
    await tx.insert(moderationActions).values({
      adminId,
      action: input.action,
      targetType: target.type,
      targetId: target.id,
      targetOwnerId: target.ownerId,
      note: input.note ?? null,
    });
    return { resolved, action: input.action };
  });
}

/** `GET /api/admin/audit`: every moderation action, newest first, with the acting admin's name. */
export async function auditLog(db: Database, query: AuditQuery): Promise<AuditEntry[]> {
  const rows = await db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      targetType: moderationActions.targetType,
      targetId: moderationActions.targetId,
      targetOwnerId: moderationActions.targetOwnerId,
      adminId: moderationActions.adminId,
      adminName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      note: moderationActions.note,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .leftJoin(users, eq(users.id, moderationActions.adminId))
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
