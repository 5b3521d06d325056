import { useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { readMarketplaceParams, writeMarketplaceParams, type MarketplaceParams } from './home-params.ts';

interface UpdateOptions {
  /** A new history entry (Back returns to the previous list) instead of replacing the current one. */
  push?: boolean;
}

/** The home state read from and written to the URL. */
export function useMarketplaceParams() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readMarketplaceParams(search), [search]);
  const update = (changes: Partial<MarketplaceParams>, { push = false }: UpdateOptions = {}) =>
    setSearch((current) => writeMarketplaceParams(current, changes), { replace: !push });
  return [params, update] as const;
}
