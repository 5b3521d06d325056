import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  AuditEntry,
  AuditQuery,
  ModerationAction,
  ReportTargetType,
  ResolveAnswer,
  ResolveReport,
} from '#shared/moderation.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  comments,
  communityPosts,
  messages,
  moderationActions,
  products,
  reports,
  users,
} from '#server/db/schema.ts';
import { transaction } from '#server/db/transaction.ts';
import { badRequest, conflict, notFound } from '#server/plugins/errors.ts';
import { endOtherSessions } from '#server/plugins/session.ts';
import type { SessionCache } from '#server/plugins/session-cache.ts';
import type { Notifier } from '#server/features/notifications/notifier.ts';

/** The reported thing a resolution acts on. */
type Target = { type: ReportTargetType; id: number; ownerId: number | null };

/** The table and columns of each kind of content moderation hides; a person is suspended instead. */
const HIDEABLE = {
  product: products,
  post: communityPosts,
  comment: comments,
  message: messages,
} as const;

async function setHidden(tx: Transaction, target: Target, hidden: boolean) {
  if (target.type === 'user') return;
  const table = HIDEABLE[target.type];
  await tx
    .update(table)
    .set({ hiddenAt: hidden ? sql`coalesce(${table.hiddenAt}, now())` : null })
    .where(eq(table.id, target.id));
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
  afterCommit: (duty: () => Promise<void>) => void,
  sessionCache: SessionCache,
) {
  await tx
    .update(users)
    .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, now())` })
    .where(eq(users.id, ownerId));
  await endOtherSessions(tx, ownerId, null);
  afterCommit(() => sessionCache.forgetUser(ownerId));
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

async function resolveOpenReports(tx: Transaction, target: Target) {
  const resolved = await tx
    .update(reports)
    .set({ status: 'resolved', resolvedAt: sql`now()` })
    .where(
      and(eq(reports.targetType, target.type), eq(reports.targetId, target.id), eq(reports.status, 'open')),
    )
    .returning({ id: reports.id });
  if (resolved.length === 0) throw conflict('api.reportAlreadyResolved');
  return resolved.length;
}

/** Tells a listing's seller that moderation hid it, once committed. */
async function tellSellerOfHiddenListing(
  tx: Transaction,
  target: Target,
  afterCommit: (duty: () => Promise<void>) => void,
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
      text: 'listingHidden',
      values: { title: product?.title ?? '' },
      url: `/products/${target.id}`,
    }),
  );
}

/**
 * `POST /api/admin/reports/{id}/resolve`: resolves every open report of the report's target and acts on it — dismiss
 * (nothing, but a listing hidden automatically shows again), hide the content from everyone, or suspend its owner —
 * recording the action in the audit log, all in one transaction.
 */
export async function resolveReport(
  db: Database,
  sessionCache: SessionCache,
  notifier: Pick<Notifier, 'notify'>,
  adminId: number,
  reportId: number,
  input: ResolveReport,
): Promise<ResolveAnswer> {
  return transaction(db, async (tx, afterCommit) => {
    const target = await reportedTarget(tx, reportId);
    assertActionFits(input.action, target, adminId);
    const resolved = await resolveOpenReports(tx, target);
    if (input.action === 'hide') {
      await setHidden(tx, target, true);
      await tellSellerOfHiddenListing(tx, target, afterCommit, notifier);
    }
    if (input.action === 'dismiss' && (await wasAutoHidden(tx, target))) await setHidden(tx, target, false);
    if (input.action === 'suspend' && target.ownerId !== null)
      await suspend(tx, target.ownerId, afterCommit, sessionCache);
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
