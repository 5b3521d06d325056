import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useConversationList } from '#client/features/conversations/api/list-conversations.ts';
import { ConversationList } from './conversation-list.tsx';

/** Home's messages view (`/?view=messages`): the conversations, with swipe thresholds 60/120 px. */
export default function MessagesTab() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const list = useConversationList();
  if (!user) return null;
  return (
    <section aria-labelledby="messages-tab-title" className="space-y-3 py-2">
      <div className="flex items-center justify-between gap-3">
        <h2 id="messages-tab-title" className="text-2xl font-bold tracking-tight">
          {t('conversations.title')}
        </h2>
        <Link
          href="/conversations"
          className="inline-flex min-h-10 items-center text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          {t('conversations.openFullList')}
        </Link>
      </div>
      <ConversationList list={list} variant="tab" viewerId={user.id} />
    </section>
  );
}
