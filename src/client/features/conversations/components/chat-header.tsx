import { ArrowLeft } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useGoBack } from '#client/components/app-bar.tsx';
import type { Conversation } from '#shared/conversations.ts';
import { BadgeList, NewAccountNotice } from '#client/components/badge-list.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { displayName, presenceText } from '#client/features/conversations/conversation-text.ts';
import { ModerationMenu } from '#client/features/moderation/components/moderation-menu.tsx';
import { SafetyTipsLink } from '#client/features/safety/components/safety-tips-link.tsx';
import { PresenceAvatar } from './presence-avatar.tsx';
import { ProductStrip } from './product-strip.tsx';
import { RoleBadge } from './role-badge.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import chatDealTexts from '#shared/locales/es/chatDeal.json' with { type: 'json' };
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({
  chat: chatTexts,
  common: commonTexts,
  chatDeal: chatDealTexts,
  conversations: conversationsTexts,
  deal: dealTexts,
  moderation: moderationTexts,
});

/** Only a chat about a reserved product needs it: the handover code or the way to confirm it. */
const ChatDealBar = lazy(() =>
  import('./chat-deal-bar.tsx').then((module) => ({ default: module.ChatDealBar })),
);

/** Back: to the screen the chat was opened from (a listing, the messages), or Mensajes from a link. */
export function ChatBackButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack('/messages');
  return (
    <button
      type="button"
      onClick={goBack}
      aria-label={t('common.back')}
      className={buttonClass({ variant: 'ghost', size: 'icon', className })}
    >
      <ArrowLeft aria-hidden className="size-5" />
    </button>
  );
}

/**
 * The other person: their picture, name, presence and side of the deal under the name, so the
 * name keeps the width; a link to their profile unless deleted.
 */
function OtherPerson({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { otherUser } = conversation;
  const name = displayName(t, otherUser);
  const presence = presenceText(t, otherUser);
  const content = (
    <>
      <PresenceAvatar user={otherUser} size="md" />
      <span className="min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-1">
          <h1 className="truncate leading-tight font-semibold">{name}</h1>
        </span>
        <span className="flex min-w-0 items-center gap-1.5 text-xs">
          <span className="truncate text-muted-foreground">{presence ?? t('conversations.offline')}</span>
          <RoleBadge role={conversation.role} />
        </span>
      </span>
    </>
  );
  if (!otherUser) return <div className="flex min-w-0 flex-1 items-center gap-2">{content}</div>;
  return (
    <Link
      href={`/users/${otherUser.id}`}
      className="flex min-h-11 min-w-0 flex-1 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="sr-only">{t('chatDeal.viewProfile')}</span>
      {content}
    </Link>
  );
}

/**
 * The chat's header, kept under the top bar: back, the other person (online or seen, their side of the deal), which
 * opens their profile, their badges (and a calm warning line when the account is new), the safety tips, a menu to report or block them, and the product, which opens it (unless
 * moderation removed it).
 */
export function ChatHeader({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation();
  const { product, otherUser } = conversation;
  return (
    <header
      data-top-chrome
      className="sticky top-[calc(3.5rem+var(--offline-bar-height,0px)+env(safe-area-inset-top))] z-30 -mx-4 -mt-4 space-y-2 border-b border-border bg-background/95 px-2 py-2 backdrop-blur"
    >
      <div className="flex items-center gap-2">
        <ChatBackButton />
        <OtherPerson conversation={conversation} />
        <SafetyTipsLink compact />
        {otherUser && (
          <ModerationMenu
            label={t('moderation.menu')}
            report={{
              target: { type: 'user', id: otherUser.id },
              label: t('moderation.reportUser', { name: displayName(t, otherUser) }),
            }}
            block={otherUser}
          />
        )}
      </div>
      {otherUser && otherUser.badges.length > 0 && (
        <div className="space-y-2 px-2 empty:hidden">
          <BadgeList badges={otherUser.badges} compact />
          <NewAccountNotice badges={otherUser.badges} />
        </div>
      )}
      {product?.removed && (
        <div className="px-2">
          <ProductStrip product={product} />
        </div>
      )}
      {product && !product.removed && (
        <Link
          href={`/products/${product.id}`}
          className="block rounded-lg px-2 focus-visible:outline-2 focus-visible:outline-ring"
        >
          <span className="sr-only">{t('chat.openProduct')}</span>
          <ProductStrip product={product} />
        </Link>
      )}
      {product && !product.removed && product.status === 'reserved' && (
        <Suspense fallback={null}>
          <ChatDealBar conversation={conversation} otherName={displayName(t, otherUser)} />
        </Suspense>
      )}
    </header>
  );
}
