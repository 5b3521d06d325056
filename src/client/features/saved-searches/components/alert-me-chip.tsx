import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CreateSavedSearchInput } from '#shared/saved-searches.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useCreateSavedSearch } from '#client/features/saved-searches/api/saved-searches.ts';
import savedSearchesTexts from '#shared/locales/es/savedSearches.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ savedSearches: savedSearchesTexts });

/**
 * The "Avisarme" chip: keeps the search or filters on screen (the same parameters the list call takes) under `name`,
 * so new listings that match are told in the notifications. A visitor signs in first.
 */
export function AlertMeChip({
  params,
  name,
}: {
  params: Omit<CreateSavedSearchInput, 'name'>;
  name: string;
}) {
  const { t } = useTranslation();
  const create = useCreateSavedSearch();
  const signInFirst = useSignInFirst();
  function save() {
    create.mutate(
      { ...params, name },
      {
        onSuccess: () => toast({ title: t('savedSearches.saved', { name }) }),
        onError: (error) =>
          toast({ variant: 'destructive', title: errorMessage(error) ?? t('savedSearches.saveFailed') }),
      },
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => signInFirst(save)}
      disabled={create.isPending}
      className="min-h-11 rounded-full"
      aria-label={t('savedSearches.saveLabel', { name })}
    >
      <Bell aria-hidden className="size-4" />
      {t('savedSearches.save')}
    </Button>
  );
}
