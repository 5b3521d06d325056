import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportGroup, ReportStatus } from '#shared/moderation.ts';
import { api } from '#client/lib/api.ts';
import { adminReportsQueryKey } from '#client/lib/query-keys.ts';

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
