import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BlockedPerson } from '#shared/blocks.ts';
import { api, errorMessage } from '#client/lib/api.ts';
import { blocksQueryKey, unblockUserMutationKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { personName, type Person } from '#client/features/moderation/person.ts';
import type { BlockAnswer } from '#shared/blocks.ts';
import { refreshAfterBlockChange } from './block-user.ts';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts, moderation: moderationTexts });

/** DELETE /api/users/{id}/block → { blocked: false } (also when the person was not blocked). */
export function unblockUser(userId: number): Promise<BlockAnswer> {
  return api.delete<BlockAnswer>(`/api/users/${userId}/block`);
}

/** The person leaves the list of blocked people at once (and their row with it: the toasts are said here). */
export function useUnblockUser() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: unblockUserMutationKey,
    mutationFn: (person: Person) => unblockUser(person.id),
    onSuccess: (_answer, person) => {
      queryClient.setQueryData<BlockedPerson[]>(blocksQueryKey, (people) =>
        people?.filter((other) => other.id !== person.id),
      );
      refreshAfterBlockChange(queryClient);
      toast({ title: t('blocks.unblockedToast', { name: personName(t, person) }) });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t('blocks.unblockError'),
        description: errorMessage(error) ?? t('moderation.tryAgain'),
      }),
  });
}
