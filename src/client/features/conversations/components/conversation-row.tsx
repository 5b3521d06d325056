import { MessageCircle, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ROW_BADGE_CAP } from '#shared/constants.ts';
import type { Conversation } from '#shared/conversations.ts';
import { cn } from '#client/lib/cn.ts';
import {
  displayName,
  lastMessageText,
  presenceText,
  rowTime,
} from '#client/features/conversations/conversation-text.ts';
import { PresenceAvatar } from './presence-avatar.tsx';
import { ProductStrip } from './product-strip.tsx';
import { RoleBadge } from './role-badge.tsx';
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ conversations: conversationsTexts });

function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-badge px-1.5 text-xs leading-6 font-bold text-white">
      <span aria-hidden>{count > ROW_BADGE_CAP ? `${ROW_BADGE_CAP}+` : count}</span>
      <span className="sr-only">{t('conversations.unread', { count })}</span>
    </span>
  );
}

/** Whether the chat is about a product or a general one. */
function Topic({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const Icon = conversation.product ? ShoppingBag : MessageCircle;
  return (
    <span className="inline-flex items-center gap-1">
      <Icon aria-hidden className="size-3.5" />
      {t(conversation.product ? 'conversations.aboutProduct' : 'conversations.generalChat')}
    </span>
  );
}

interface ConversationRowProps {
  conversation: Conversation;
  viewerId: number;
  showRole: boolean;
}

/**
 * One conversation: avatar with the online dot, name, online or seen-ago, topic, time of the last message,
 * product strip, last message or 'Conversación iniciada', unread badge ('9+'), and on the full list the other
 * person's role (VENDEDOR when they sell the product).
 */
export function ConversationRow({ conversation, viewerId, showRole }: ConversationRowProps) {
  const { t } = useTranslation();
  const { otherUser, product } = conversation;
  const presence = presenceText(t, otherUser);
  const unread = conversation.unreadCount > 0;
  return (
    <Link
      href={`/chat/${conversation.id}`}
      draggable={false}
      className="flex gap-3 p-3 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <PresenceAvatar user={otherUser} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('min-w-0 flex-1 truncate', unread ? 'font-bold' : 'font-semibold')}>
            {displayName(t, otherUser)}
          </span>
          <span className="shrink-0 text-xs text-muted-foreground">
            {rowTime(t, conversation.lastMessageAt ?? conversation.createdAt)}
          </span>
        </span>
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <span className="min-w-0 flex-1 truncate">
            {presence && <span className={cn(otherUser?.isOnline && 'text-accent')}>{presence} · </span>}
            <Topic conversation={conversation} />
          </span>
          {showRole && <RoleBadge role={conversation.role} />}
        </span>
        {product && <ProductStrip product={product} />}
        <span className="flex items-center gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 truncate text-sm',
              unread ? 'font-semibold text-foreground' : 'text-muted-foreground',
            )}
          >
            {lastMessageText(t, conversation, viewerId)}
          </span>
          <UnreadBadge count={conversation.unreadCount} />
        </span>
      </span>
    </Link>
  );
}
