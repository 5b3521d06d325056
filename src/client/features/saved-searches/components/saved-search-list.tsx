import { Bell, BellOff, BellRing, Search, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { SavedSearch } from '#shared/saved-searches.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useUpdateSavedSearch,
} from '#client/features/saved-searches/api/saved-searches.ts';
import savedSearchesTexts from '#shared/locales/es/savedSearches.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ savedSearches: savedSearchesTexts });

/** One saved search: opens its results; its alerts switch on and off; it can be deleted. */
function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const failed = (fallback: string) => (error: Error) =>
    toast({ variant: 'destructive', title: errorMessage(error) ?? fallback });
  const AlertIcon = search.alertsOn ? BellRing : BellOff;
  return (
    <li className="flex items-center gap-1 py-1">
      <Link
        href={search.url}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg px-1 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Search aria-hidden className="size-4 shrink-0 text-muted-foreground" />
        <span className="truncate">{search.name}</span>
      </Link>
      <Button
        variant="ghost"
        size="icon"
        className={search.alertsOn ? 'size-11 text-primary' : 'size-11 text-muted-foreground'}
        aria-pressed={search.alertsOn}
        aria-label={t('savedSearches.alerts', { name: search.name })}
        title={t('savedSearches.alerts', { name: search.name })}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: search.id, alertsOn: !search.alertsOn },
            { onError: failed(t('savedSearches.updateFailed')) },
          )
        }
      >
        <AlertIcon aria-hidden className="size-5" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11"
        aria-label={t('savedSearches.delete', { name: search.name })}
        title={t('savedSearches.delete', { name: search.name })}
        disabled={remove.isPending}
        onClick={() => remove.mutate(search.id, { onError: failed(t('savedSearches.deleteFailed')) })}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
    </li>
  );
}

/** The person's saved searches; with none, how to start one and a way to the search. */
export function SavedSearchList() {
  const { t } = useTranslation();
  const searches = useSavedSearches();
  if (searches.isPending) return null;
  if (searches.isError) return <ListError error={searches.error} onRetry={() => void searches.refetch()} />;
  if (searches.data.length === 0) {
    return (
      <EmptyState
        icon={Bell}
        title={t('savedSearches.emptyTitle')}
        description={t('savedSearches.empty')}
        action={
          <Link href="/" className={buttonClass()}>
            <Search aria-hidden className="size-4" />
            {t('savedSearches.search')}
          </Link>
        }
      />
    );
  }
  return (
    <ul aria-label={t('savedSearches.title')} className="divide-y divide-border">
      {searches.data.map((search) => (
        <SavedSearchRow key={search.id} search={search} />
      ))}
    </ul>
  );
}
