import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/moderation.ts';
import { api } from '#client/lib/api.ts';
import { auditLogQueryKey } from '#client/lib/query-keys.ts';

export const AUDIT_PAGE_SIZE = 20;

/** GET /api/admin/audit?limit&offset → the latest moderation actions first; 403 unless the caller is an administrator. */
export function listAudit(offset: number): Promise<AuditEntry[]> {
  const query = new URLSearchParams({ limit: String(AUDIT_PAGE_SIZE), offset: String(offset) });
  return api.get<AuditEntry[]>(`/api/admin/audit?${query}`);
}

export const auditQueryOptions = infiniteQueryOptions({
  queryKey: auditLogQueryKey,
  queryFn: ({ pageParam }) => listAudit(pageParam),
  initialPageParam: 0,
  getNextPageParam: (page, pages) =>
    page.length < AUDIT_PAGE_SIZE ? undefined : pages.reduce((sum, each) => sum + each.length, 0),
  retry: false,
});

export function useAuditLog() {
  return useInfiniteQuery(auditQueryOptions);
}
