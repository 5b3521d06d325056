import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferAmountInput } from '#shared/deals.ts';
import { api, hasStatus } from '#client/lib/api.ts';
import { refreshDealProduct } from './answer-offer.ts';
import { makeOfferMutationKey } from '#client/lib/query-keys.ts';

/**
 * POST /api/conversations/{id}/offers { amount } → 201 the open offer; 400 not a product chat or a bad amount,
 * 403 the seller, 409 the product is sold, reserved for someone else or gone, or an offer is already open.
 */
export function makeOffer(conversationId: number, input: OfferAmountInput): Promise<Offer> {
  return api.post<Offer>(`/api/conversations/${conversationId}/offers`, input);
}

/**
 * Errors are the caller's to show (the amount stays typed); a conflict means the product changed (sold, reserved for
 * someone else), so it is read again. The offer's card arrives as a message over the socket, or with the next poll
 * while it is down.
 */
export function useMakeOffer(conversationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: makeOfferMutationKey,
    mutationFn: (input: OfferAmountInput) => makeOffer(conversationId, input),
    onError: (error) => {
      if (hasStatus(error, 409)) refreshDealProduct(queryClient, conversationId);
    },
  });
}
