import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Offer } from '#shared/deals.ts';
import { api, errorMessage, hasStatus, isUnauthorizedError } from '#client/lib/api.ts';
import {
  answerOfferMutationKey,
  conversationListQueryKey,
  conversationQueryKey,
  productsQueryKey,
} from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { withOffer } from '#client/features/conversations/conversation-cache.ts';
import { messagesQueryOptions } from './list-messages.ts';
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offers: offersTexts });

/** The answers that need no amount; a counter has its own call (counter-offer.ts). */
export type OfferAnswer = 'accept' | 'decline' | 'withdraw';

/**
 * POST /api/offers/{id}/accept | decline | withdraw → the offer as it now stands. Accepting reserves the product for the
 * buyer. 403 the wrong side (only the proposer withdraws, only the other side accepts or declines), 404 not the
 * caller's offer, 409 already answered, or the product can no longer be had.
 */
export function answerOffer(offerId: number, answer: OfferAnswer): Promise<Offer> {
  return api.post<Offer>(`/api/offers/${offerId}/${answer}`);
}

/** Every card and line about the offer shows its new state. */
export function showOffer(queryClient: QueryClient, offer: Offer): void {
  queryClient.setQueryData(messagesQueryOptions(offer.conversationId).queryKey, (data) =>
    withOffer(data, offer),
  );
}

/**
 * The product's state changed with the deal (reserved, sold, available again): its pages, and the product strip of the
 * chat and of the list, are read again.
 */
export function refreshDealProduct(queryClient: QueryClient, conversationId: number): void {
  void queryClient.invalidateQueries({ queryKey: productsQueryKey });
  void queryClient.invalidateQueries({ queryKey: conversationQueryKey(conversationId) });
  void queryClient.invalidateQueries({ queryKey: conversationListQueryKey });
}

/**
 * The card changes at once with the answer (its socket event, arriving too, changes nothing more). A failure says the
 * server's reason; a conflict means the offer changed meanwhile, so the chat is read again.
 */
export function useAnswerOffer() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: answerOfferMutationKey,
    mutationFn: ({ offer, answer }: { offer: Offer; answer: OfferAnswer }) => answerOffer(offer.id, answer),
    onSuccess: (offer) => {
      showOffer(queryClient, offer);
      if (offer.status === 'accepted') refreshDealProduct(queryClient, offer.conversationId);
    },
    onError: (error, { offer }) => {
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('offers.answerError'),
        description: errorMessage(error) ?? t('offers.tryAgain'),
      });
      if (hasStatus(error, 409)) {
        void queryClient.invalidateQueries({ queryKey: messagesQueryOptions(offer.conversationId).queryKey });
      }
    },
  });
}
