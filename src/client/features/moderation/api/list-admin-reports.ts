import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportReason, ReportStatus, ReportTargetType } from '#shared/moderation.ts';
import { api } from '#client/lib/api.ts';
import { adminReportsQueryKey } from '#client/lib/query-keys.ts';

/**
 * What was reported, as the queue shows it: its text (a listing's title, a post, a message) and whose it is; the
 * owner is null once their account is gone.
 */
export interface ReportPreview {
  text: string;
  ownerId: number | null;
  ownerName: string | null;
}

/** Every report about one target, grouped: how many people, why, and what they added. */
export interface ReportGroup {
  reportId: number;
  targetType: ReportTargetType;
  targetId: number;
  count: number;
  reasons: Partial<Record<ReportReason, number>>;
  /** What reporters wrote, latest first. */
  details: string[];
  firstReportedAt: string;
  lastReportedAt: string;
  /** Null when the target no longer exists. */
  preview: ReportPreview | null;
  /** Hidden from everyone already (a listing many people reported is hidden automatically). */
  hidden: boolean;
}

/** GET /api/admin/reports?status=open|resolved → the report groups; 403 unless the caller is an administrator. */
export function listAdminReports(status: ReportStatus): Promise<ReportGroup[]> {
  return api.get<ReportGroup[]>(`/api/admin/reports?${new URLSearchParams({ status })}`);
}

export const adminReportsQueryOptions = (status: ReportStatus) =>
  queryOptions({
    queryKey: adminReportsQueryKey(status),
    queryFn: () => listAdminReports(status),
    retry: false,
  });

export function useAdminReports(status: ReportStatus) {
  return useQuery(adminReportsQueryOptions(status));
}
