import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CreateReportInput, ReportReason } from '#shared/moderation.ts';
import { api } from '#client/lib/api.ts';
import {
  commentsQueryKey,
  communityQueryKey,
  conversationListQueryKey,
  conversationsQueryKey,
  createReportMutationKey,
  messagesQueryKey,
  postsQueryKey,
  productCollectionQueryKeys,
  publicProfilesQueryKey,
  userReviewsQueryKey,
} from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts });

/**
 * What can be reported, with what the cache needs to forget it: a comment's post, a message's conversation, the
 * person a review is about.
 */
export type ReportTarget =
  | { type: 'product'; id: number }
  | { type: 'user'; id: number }
  | { type: 'post'; id: number }
  | { type: 'comment'; id: number; postId: number }
  | { type: 'message'; id: number; conversationId: number }
  | { type: 'review'; id: number; userId: number };

export interface ReportVariables {
  target: ReportTarget;
  reason: ReportReason;
  details: string;
}

/**
 * POST /api/reports { targetType, targetId, reason, details? } → 201 the first time, 200 when the caller had already
 * reported it (nothing changes); 400 an unknown reason or details over 500 characters, 404 nothing to report there.
 */
export async function createReport({ target, reason, details }: ReportVariables): Promise<void> {
  const body: CreateReportInput = {
    targetType: target.type,
    targetId: target.id,
    reason,
    details: details.trim() || null,
  };
  await api.post<unknown>('/api/reports', body);
}

/**
 * What a reporter no longer sees goes at once: the queries that showed it are fetched again. A listing's queries are
 * only marked stale, since its detail is on screen and the reporter is sent away from it.
 */
async function forgetReported(queryClient: QueryClient, target: ReportTarget): Promise<void> {
  switch (target.type) {
    case 'product':
      await Promise.all(
        productCollectionQueryKeys.map((queryKey) =>
          queryClient.invalidateQueries({ queryKey, refetchType: 'none' }),
        ),
      );
      return;
    case 'user':
      await Promise.all(
        [...productCollectionQueryKeys, communityQueryKey, conversationsQueryKey, publicProfilesQueryKey].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      );
      return;
    case 'post':
      await queryClient.invalidateQueries({ queryKey: postsQueryKey });
      return;
    case 'comment':
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryKey(target.postId) }),
        queryClient.invalidateQueries({ queryKey: postsQueryKey }),
      ]);
      return;
    case 'message':
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagesQueryKey(target.conversationId) }),
        queryClient.invalidateQueries({ queryKey: conversationListQueryKey }),
      ]);
      return;
    case 'review':
      await queryClient.invalidateQueries({ queryKey: userReviewsQueryKey(target.userId) });
  }
}

/**
 * The thanks is said here: what was reported may leave the screen, with the button that asked, as soon as the
 * queries that showed it answer. Errors are the dialog's to show: it stays open with what was written.
 */
export function useCreateReport() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createReportMutationKey,
    mutationFn: createReport,
    onSuccess: (_answer, { target }) => {
      toast({ title: t('moderation.report.thanks') });
      void forgetReported(queryClient, target);
    },
  });
}
