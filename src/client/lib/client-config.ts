import { queryOptions } from '@tanstack/react-query';
import type { ClientConfig } from '#shared/client-config.ts';
import { api } from '#client/lib/api.ts';
import { clientConfigQueryKey } from '#client/lib/query-keys.ts';

/** GET /api/config → the server settings the browser needs (tile server, whether admins need two factors). */
export function getClientConfig(): Promise<ClientConfig> {
  return api.get<ClientConfig>('/api/config');
}

export const clientConfigQueryOptions = queryOptions({
  queryKey: clientConfigQueryKey,
  queryFn: getClientConfig,
});
