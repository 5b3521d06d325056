import { and, asc, count, desc, eq, inArray, max, min, sql } from 'drizzle-orm';
import {
  REPORT_GROUP_DETAILS_SHOWN,
  type ReportGroup,
  type ReportQueueQuery,
  type ReportReason,
  type ReportTargetType,
} from '#shared/moderation.ts';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { comments, communityPosts, messages, products, reports, reviews, users } from '#server/db/schema.ts';

/** What the queue shows of one reported thing: a text to judge, its owner, and whether it is already hidden. */
type Preview = { text: string; ownerId: number | null; ownerName: string | null; hidden: boolean };

/** A person's name as the queue shows it; `ownerName` is null when the owner, joined from content, is gone. */
const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const ownerName = sql<string | null>`${fullName}`;
const isSet = (column: PgColumn) => sql<boolean>`${column} is not null`;

/** Where the queue reads each kind of reported content: its table, the text to judge, its owner, when it was hidden. */
const CONTENT = {
  product: {
    table: products,
    id: products.id,
    text: products.title,
    ownerId: products.sellerId,
    hiddenAt: products.hiddenAt,
  },
  post: {
    table: communityPosts,
    id: communityPosts.id,
    text: communityPosts.content,
    ownerId: communityPosts.authorId,
    hiddenAt: communityPosts.hiddenAt,
  },
  comment: {
    table: comments,
    id: comments.id,
    text: comments.content,
    ownerId: comments.authorId,
    hiddenAt: comments.hiddenAt,
  },
  message: {
    table: messages,
    id: messages.id,
    text: messages.content,
    ownerId: messages.senderId,
    hiddenAt: messages.hiddenAt,
  },
  // Its stars, then what it says: "★★ Nunca llegó".
  review: {
    table: reviews,
    id: reviews.id,
    text: sql<string>`repeat('★', ${reviews.rating}) || coalesce(' ' || ${reviews.comment}, '')`,
    ownerId: reviews.reviewerId,
    hiddenAt: reviews.hiddenAt,
  },
} satisfies Record<Exclude<ReportTargetType, 'user'>, unknown>;

type ContentSource = (typeof CONTENT)[keyof typeof CONTENT];

function contentPreviews(db: Database, { table, id, text, ownerId, hiddenAt }: ContentSource, ids: number[]) {
  return db
    .select({ id, text, ownerId, ownerName, hidden: isSet(hiddenAt) })
    .from(table)
    .leftJoin(users, eq(users.id, ownerId))
    .where(inArray(id, ids));
}

/** The previews of the reported things of one type, by id; one query per type. */
async function previewsOf(db: Database, type: ReportTargetType, ids: number[]) {
  if (ids.length === 0) return [];
  if (type !== 'user') return contentPreviews(db, CONTENT[type], ids);
  return db
    .select({
      id: users.id,
      text: fullName,
      ownerId: users.id,
      ownerName: fullName,
      hidden: isSet(users.suspendedAt),
    })
    .from(users)
    .where(inArray(users.id, ids));
}

const keyOf = (type: ReportTargetType, id: number) => `${type}:${id}`;

async function previews(db: Database, targets: { targetType: ReportTargetType; targetId: number }[]) {
  const byKey = new Map<string, Preview>();
  const types = new Set(targets.map((target) => target.targetType));
  for (const type of types) {
    const ids = targets.filter((target) => target.targetType === type).map((target) => target.targetId);
    for (const { id, ...preview } of await previewsOf(db, type, ids)) byKey.set(keyOf(type, id), preview);
  }
  return byKey;
}

type ReportOfGroup = {
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details: string | null;
};

/** Each group's reports, latest first: their reasons counted and their written details. */
async function reportsOfGroups(db: Database, status: ReportQueueQuery['status'], reportIds: number[]) {
  const anchors = db
    .select({ targetType: reports.targetType, targetId: reports.targetId })
    .from(reports)
    .where(inArray(reports.id, reportIds));
  const rows: ReportOfGroup[] = await db
    .select({
      targetType: reports.targetType,
      targetId: reports.targetId,
      reason: reports.reason,
      details: reports.details,
    })
    .from(reports)
    .where(and(eq(reports.status, status), sql`(${reports.targetType}, ${reports.targetId}) in (${anchors})`))
    .orderBy(desc(reports.createdAt), desc(reports.id));
  const byKey = new Map<string, ReportOfGroup[]>();
  for (const row of rows) {
    const key = keyOf(row.targetType, row.targetId);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

function countReasons(rows: ReportOfGroup[]): ReportGroup['reasons'] {
  const reasons: ReportGroup['reasons'] = {};
  for (const { reason } of rows) reasons[reason] = (reasons[reason] ?? 0) + 1;
  return reasons;
}

const writtenDetails = (rows: ReportOfGroup[]) =>
  rows.flatMap((row) => (row.details ? [row.details] : [])).slice(0, REPORT_GROUP_DETAILS_SHOWN);

/**
 * `GET /api/admin/reports`: reports of one status grouped by what they are about, the most reported first, then the
 * longest waiting. `reportId` is the group's oldest report, the one an admin resolves the whole group by.
 */
export async function reportQueue(db: Database, query: ReportQueueQuery): Promise<ReportGroup[]> {
  const reportCount = count();
  const firstReportedAt = min(reports.createdAt);
  const groups = await db
    .select({
      reportId: min(reports.id),
      targetType: reports.targetType,
      targetId: reports.targetId,
      count: reportCount,
      firstReportedAt,
      lastReportedAt: max(reports.createdAt),
    })
    .from(reports)
    .where(eq(reports.status, query.status))
    .groupBy(reports.targetType, reports.targetId)
    .orderBy(desc(reportCount), asc(firstReportedAt), asc(reports.targetType), asc(reports.targetId))
    .limit(query.limit)
    .offset(query.offset);
  const reportIds = groups.flatMap((group) => (group.reportId === null ? [] : [group.reportId]));
  const shown = await previews(db, groups);
  const grouped = await reportsOfGroups(db, query.status, reportIds);
  return groups.flatMap(({ reportId, firstReportedAt, lastReportedAt, ...group }) => {
    if (reportId === null || !firstReportedAt || !lastReportedAt) return [];
    const key = keyOf(group.targetType, group.targetId);
    const rows = grouped.get(key) ?? [];
    const preview = shown.get(key);
    return [
      {
        ...group,
        reportId,
        reasons: countReasons(rows),
        details: writtenDetails(rows),
        firstReportedAt: firstReportedAt.toISOString(),
        lastReportedAt: lastReportedAt.toISOString(),
        preview: preview
          ? { text: preview.text, ownerId: preview.ownerId, ownerName: preview.ownerName }
          : null,
        hidden: preview?.hidden ?? false,
      },
    ];
  });
}
