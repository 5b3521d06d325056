import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferAmountInput } from '#shared/deals.ts';
import { api } from '#client/lib/api.ts';
import { showOffer } from './answer-offer.ts';
import { counterOfferMutationKey } from '#client/lib/query-keys.ts';

/**
 * POST /api/offers/{id}/counter { amount } → the new open offer, proposed by the caller; the countered one closes as
 * `countered`. 400 a bad amount, 403 the caller proposed the offer, 409 already answered or the product can no
 * longer be had.
 */
export function counterOffer(offerId: number, input: OfferAmountInput): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/counter`, input);
}

/**
 * The countered card shows its new state at once; the new amount's card arrives as a message. Errors are the caller's
 * to show (the amount stays typed).
 */
export function useCounterOffer(offer: Offer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: counterOfferMutationKey,
    mutationFn: (input: OfferAmountInput) => counterOffer(offer.id, input),
    onSuccess: (counter) =>
      showOffer(queryClient, { ...offer, status: 'countered', closedAt: counter.createdAt }),
  });
}
