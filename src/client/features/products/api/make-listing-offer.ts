import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferAmountInput } from '#shared/deals.ts';
import { api } from '#client/lib/api.ts';
import { conversationListQueryKey, makeOfferMutationKey } from '#client/lib/query-keys.ts';

/** What an offer from the listing answers: the chat it was made in (opened if there was none) and the offer. */
interface ListingOffer {
  conversationId: number;
  offer: Offer;
}

interface ListingOfferVariables {
  productId: number;
  input: OfferAmountInput;
}

/**
 * POST /api/products/{id}/offers { amount } → the conversation, opened when there was none, and its open offer; the same
 * refusals as an offer in the chat (the seller, sold, reserved for someone else, an offer already open, a bad amount).
 */
export function makeListingOffer({ productId, input }: ListingOfferVariables): Promise<ListingOffer> {
  return api.post<ListingOffer>(`/api/products/${productId}/offers`, input);
}

/** Errors are the caller's to show (the amount stays typed); the conversation list shows the chat when next shown. */
export function useMakeListingOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: makeOfferMutationKey,
    mutationFn: makeListingOffer,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: conversationListQueryKey, refetchType: 'none' }),
  });
}
