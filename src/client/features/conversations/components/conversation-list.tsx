import type { UseQueryResult } from '@tanstack/react-query';
import { House, MessagesSquare, RefreshCw, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Conversation } from '#shared/conversations.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { SkeletonCards, SkeletonText } from '#client/components/ui/skeleton.tsx';
import { useDeleteConversation } from '#client/features/conversations/api/delete-conversation.ts';
import {
  filterConversations,
  type ConversationFilter,
} from '#client/features/conversations/conversation-filter.ts';
import { displayName, listErrorText } from '#client/features/conversations/conversation-text.ts';
import { ConversationRow } from './conversation-row.tsx';
import { SwipeToDelete, type SwipeSize } from './swipe-to-delete.tsx';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

/** Swipes: 20 px opens the 80 px delete action. */
const SWIPE_SIZE: SwipeSize = { threshold: 20, actionWidth: 80 };

const SKELETON_ROWS = 3;

/** Rows in the shape of a conversation about a product: name, presence and role, the product strip, the last message. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonCards
      label={t('conversations.loading')}
      count={SKELETON_ROWS}
      className="space-y-2"
      cardClassName="flex gap-3 p-3"
    >
      <div className="size-14 shrink-0 animate-pulse rounded-full bg-muted" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <SkeletonText className="font-semibold" widths={['w-2/5']} />
        <div className="flex items-center gap-2 text-xs">
          <SkeletonText className="flex-1" widths={['w-3/5']} />
          <span className="w-16 animate-pulse rounded-full bg-muted py-0.5 text-[11px]">{'\u00a0'}</span>
        </div>
        <div className="h-11 animate-pulse rounded-lg bg-muted" />
        <SkeletonText className="text-sm" widths={['w-4/5']} />
      </div>
    </SkeletonCards>
  );
}

function ListError({ error, onRetry, backHome }: { error: unknown; onRetry: () => void; backHome: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" title={t('conversations.loadError')}>
      <p>{listErrorText(t, error)}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden className="size-4" />
          {t('conversations.retry')}
        </Button>
        {backHome && (
          <Link href="/" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            <House aria-hidden className="size-4" />
            {t('conversations.backHome')}
          </Link>
        )}
      </div>
    </Alert>
  );
}

/** Per filter: what is missing, and a way to the products. */
function ListEmpty({ filter }: { filter: ConversationFilter }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
      <MessagesSquare aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{t(`conversations.empty.${filter}.title`)}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {t(`conversations.empty.${filter}.description`)}
      </p>
      <Link href="/" className={buttonClass()}>
        <Store aria-hidden className="size-5" />
        {t('conversations.viewProducts')}
      </Link>
    </div>
  );
}

interface RowsProps {
  conversations: readonly Conversation[];
  viewerId: number;
}

/** One row open at a time; deleting hides the conversation for this user only. */
function Rows({ conversations, viewerId }: RowsProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState<number | null>(null);
  const deleteConversation = useDeleteConversation();
  return (
    <ul className="space-y-2">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <SwipeToDelete
            size={SWIPE_SIZE}
            open={openId === conversation.id}
            onOpenChange={(open) => setOpenId(open ? conversation.id : null)}
            otherOpen={openId !== null && openId !== conversation.id}
            onCloseOthers={() => setOpenId(null)}
            deleteLabel={t('conversations.deleteLabel', { name: displayName(t, conversation.otherUser) })}
            onDelete={() => {
              setOpenId(null);
              deleteConversation.mutate(conversation.id);
            }}
          >
            <ConversationRow conversation={conversation} viewerId={viewerId} showRole />
          </SwipeToDelete>
        </li>
      ))}
    </ul>
  );
}

interface ConversationListProps {
  list: UseQueryResult<Conversation[]>;
  viewerId: number;
  filter?: ConversationFilter;
}

/** The conversation list: loading, then an error or the rows of the chosen filter (or its empty state). */
export function ConversationList({ list, viewerId, filter = 'all' }: ConversationListProps) {
  if (list.isPending) return <ListSkeleton />;
  if (!list.data) {
    return <ListError error={list.error} onRetry={() => void list.refetch()} backHome />;
  }
  const shown = filterConversations(list.data, filter);
  if (shown.length === 0) return <ListEmpty filter={filter} />;
  return <Rows conversations={shown} viewerId={viewerId} />;
}
