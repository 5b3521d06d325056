import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BlockAnswer, BlockedPerson } from '#shared/blocks.ts';
import { api, errorMessage } from '#client/lib/api.ts';
import {
  blocksQueryKey,
  blockUserMutationKey,
  communityQueryKey,
  conversationsQueryKey,
  productCollectionQueryKeys,
  publicProfilesQueryKey,
} from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts, moderation: moderationTexts });

/** POST /api/users/{id}/block → { blocked: true } (again is fine); 400 oneself, 404 an unknown person. */
export function blockUser(userId: number): Promise<BlockAnswer> {
  return api.post<BlockAnswer>(`/api/users/${userId}/block`);
}

/**
 * Blocking or unblocking changes what the user sees of that person: their listings, posts and comments, and whether
 * their chats can be written in. The list of blocked people and everything that shows them are fetched again.
 */
export function refreshAfterBlockChange(queryClient: QueryClient): void {
  for (const queryKey of [
    blocksQueryKey,
    ...productCollectionQueryKeys,
    communityQueryKey,
    conversationsQueryKey,
    publicProfilesQueryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * The person is listed as blocked at once; the rest follows from the server. The toasts are said here: the button
 * that asked changes (to 'Desbloquear') by the time the answer is shown.
 */
export function useBlockUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: blockUserMutationKey,
    mutationFn: (person: Person) => blockUser(person.id),
    onSuccess: (_answer, person) => {
      const { id, displayName, profileImageUrl } = person;
      queryClient.setQueryData<BlockedPerson[]>(blocksQueryKey, (people) => [
        { id, displayName, profileImageUrl, blockedAt: new Date().toISOString() },
        ...(people ?? []).filter((other) => other.id !== id),
      ]);
      refreshAfterBlockChange(queryClient);
      toast({ title: t('blocks.blockedToast', { name: personName(t, person) }) });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('blocks.blockError'),
        description: errorMessage(error) ?? t('moderation.tryAgain'),
      }),
  });
}
