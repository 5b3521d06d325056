import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { Avatar } from '#client/components/avatar.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useConversationList } from '#client/features/conversations/api/list-conversations.ts';
import { ConversationList } from '#client/features/conversations/components/conversation-list.tsx';
import { FilterChips } from '#client/features/conversations/components/filter-chips.tsx';
import {
  filterCounts,
  filterOf,
  type ConversationFilter,
} from '#client/features/conversations/conversation-filter.ts';
import { displayName } from '#client/features/conversations/conversation-text.ts';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

/**
 * /messages and /conversations: the user's avatar and name, filter chips with counts, and the rows with their
 * role badges (swipe thresholds 20/80 px). The filter lives in the URL, so coming back from a chat keeps it.
 */
export default function ConversationsScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const list = useConversationList();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search.get('filter'));
  useDocumentTitle(t('conversations.title'));
  if (!user) return null;

  const changeFilter = (next: ConversationFilter) =>
    setSearch(next === 'all' ? {} : { filter: next }, { replace: true });

  return (
    <section aria-labelledby="conversations-title" className="space-y-4">
      <header className="flex items-center gap-3">
        <Avatar name={user.displayName} imageUrl={user.profileImageUrl} size="lg" />
        <div className="min-w-0">
          <h1 id="conversations-title" className="text-2xl font-bold tracking-tight">
            {t('conversations.title')}
          </h1>
          <p className="truncate text-sm text-muted-foreground">{displayName(t, user)}</p>
        </div>
      </header>
      {/* Shown while the list loads too (counts come with it), so the rows appear where their skeleton stood. */}
      {!(list.isError && !list.data) && (
        <FilterChips value={filter} counts={list.data && filterCounts(list.data)} onChange={changeFilter} />
      )}
      <ConversationList list={list} viewerId={user.id} filter={filter} />
    </section>
  );
}
