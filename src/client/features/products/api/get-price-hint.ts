import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { PriceHint } from '#shared/price-hints.ts';
import { api } from '#client/lib/api.ts';
import { queryString } from '#client/lib/paging.ts';
import { priceHintQueryKey, type PriceHintAsk } from '#client/lib/query-keys.ts';

/** Prices near a place change slowly: an answer is good for ten minutes. */
const PRICE_HINT_STALE_MS = 10 * 60 * 1000;

/** GET /api/price-hints — the count of comparable listings near the place and, from 5 of them, their quartiles. */
export function getPriceHint({ categoryId, latitude, longitude, words }: PriceHintAsk): Promise<PriceHint> {
  const query = queryString({ categoryId, lat: latitude, lng: longitude, q: words || undefined });
  return api.get<PriceHint>(`/api/price-hints${query}`);
}

/**
 * The hint for `ask`, idle while it is null. While another ask loads, the last answer stays (placeholder), so the
 * hint does not blink as the title is typed.
 */
export function usePriceHint(ask: PriceHintAsk | null) {
  return useQuery({
    queryKey: priceHintQueryKey(ask),
    queryFn: ask ? () => getPriceHint(ask) : skipToken,
    staleTime: PRICE_HINT_STALE_MS,
    placeholderData: keepPreviousData,
  });
}
