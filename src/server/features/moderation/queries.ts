import { and, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ReportTargetType } from '#shared/moderation.ts';
import { noneOf } from '#server/db/conditions.ts';
import { products, reports, users } from '#server/db/schema.ts';

/**
 * SQL pieces of moderation that lists and search apply: what moderation removed is gone for everyone, and what a
 * person reported is gone for them at once (a reported person's content as if they had blocked them).
 */

/** Rows of this type the viewer has not reported. */
export function notReportedBy(
  viewerId: number | Placeholder,
  targetType: ReportTargetType,
  idColumn: PgColumn,
): SQL {
  return noneOf(
    idColumn,
    sql`select ${reports.targetId} from ${reports} where ${reports.reporterId} = ${viewerId}
      and ${reports.targetType} = ${targetType}`,
  );
}

/** Rows moderation has not hidden (by an admin, or automatically after many reports). */
export function notHidden(hiddenAtColumn: PgColumn): SQL {
  return sql`${hiddenAtColumn} is null`;
}

/** Rows whose owner is not suspended: a suspended seller's listings are hidden from everyone. */
export function ownerNotSuspended(ownerIdColumn: PgColumn): SQL {
  return sql`not exists (select 1 from ${users} where ${users.id} = ${ownerIdColumn}
    and ${users.suspendedAt} is not null)`;
}

/**
 * The listing joined as `products` is not removed by moderation: not hidden, its seller not suspended. Nothing about a
 * removed listing is announced to anyone but its seller.
 */
export function listingNotRemoved(): SQL {
  return and(notHidden(products.hiddenAt), ownerNotSuspended(products.sellerId)) ?? sql`true`;
}

type ReportableRow = { type: ReportTargetType; id: PgColumn; authorId: PgColumn; hiddenAt: PgColumn };

/** Rows the viewer did not report, written by no person the viewer reported. */
export function notReportedByViewer(
  viewerId: number | Placeholder,
  row: Omit<ReportableRow, 'hiddenAt'>,
): SQL {
  return (
    and(notReportedBy(viewerId, row.type, row.id), notReportedBy(viewerId, 'user', row.authorId)) ?? sql`true`
  );
}

/**
 * What a viewer's list shows of reportable rows: not hidden by moderation, not reported by the viewer, and not by a
 * person the viewer reported.
 */
export function shownTo(viewerId: number | Placeholder, row: ReportableRow): SQL {
  return and(notHidden(row.hiddenAt), notReportedByViewer(viewerId, row)) ?? sql`true`;
}
