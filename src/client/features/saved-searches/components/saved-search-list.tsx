import { Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import {
  useDeleteSavedSearch,
  useSavedSearches,
} from '#client/features/saved-searches/api/saved-searches.ts';
import savedSearchesTexts from '#shared/locales/es/savedSearches.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ savedSearches: savedSearchesTexts });

/** The person's saved searches: each opens its results, and can be deleted. */
export function SavedSearchList() {
  const { t } = useTranslation();
  const { data: searches, isPending } = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (isPending) return null;
  if (!searches || searches.length === 0)
    return <p className="text-sm text-muted-foreground">{t('savedSearches.empty')}</p>;
  return (
    <ul className="divide-y divide-border">
      {searches.map((search) => (
        <li key={search.id} className="flex items-center gap-2 py-1">
          <Link
            href={search.url}
            className="flex min-h-11 flex-1 items-center gap-2 rounded-lg px-1 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Search aria-hidden className="size-4 text-muted-foreground" />
            {search.name}
          </Link>
          <Button
            variant="ghost"
            size="icon"
            className="size-11"
            aria-label={t('savedSearches.delete', { name: search.name })}
            title={t('savedSearches.delete', { name: search.name })}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(search.id, {
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: errorMessage(error) ?? t('savedSearches.deleteFailed'),
                  }),
              })
            }
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        </li>
      ))}
    </ul>
  );
}
