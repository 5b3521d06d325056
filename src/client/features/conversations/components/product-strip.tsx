import { Ban, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/conversations.ts';
import { formatPrice } from '#shared/format.ts';
import { cn } from '#client/lib/cn.ts';
import { formatDateTime } from '#client/lib/date-time.ts';
import chatDealTexts from '#shared/locales/es/chatDeal.json' with { type: 'json' };
import conversationsTexts from '#shared/locales/es/conversations.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chatDeal: chatDealTexts, conversations: conversationsTexts });

type ConversationProduct = NonNullable<Conversation['product']>;

const STATUS_BADGE = 'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold uppercase';

/**
 * What the conversation is about: the first photo's thumbnail, the title and the price ($85.50), or instead of the
 * price RESERVADO or VENDIDO once the product is reserved or sold (the title keeps the room on narrow rows). A listing
 * moderation removed says only "Contenido retirado".
 */
export function ProductStrip({ product }: { product: ConversationProduct }) {
  const { t } = useTranslation();
  if (product.removed) {
    return (
      <span className="flex min-w-0 items-center gap-2 rounded-lg bg-muted px-2 py-1.5 text-sm text-muted-foreground">
        <Ban aria-hidden className="size-5 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{t('conversations.contentRemoved')}</span>
      </span>
    );
  }
  return (
    <span className="flex min-w-0 items-center gap-2 rounded-lg bg-muted px-2 py-1.5 text-sm">
      {product.thumbnailUrl ? (
        <img
          src={product.thumbnailUrl}
          alt=""
          draggable={false}
          className="size-8 shrink-0 rounded-md object-cover"
        />
      ) : (
        <Package aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      )}
      <span className="min-w-0 flex-1 truncate">{product.title}</span>
      {product.status === 'available' && (
        <span className="shrink-0 font-semibold">{formatPrice(product.price)}</span>
      )}
      {product.status === 'reserved' && (
        <span className={cn(STATUS_BADGE, 'bg-accent-soft text-foreground')}>
          {product.reservedUntil
            ? t('chatDeal.reservedUntil', { date: formatDateTime(product.reservedUntil) })
            : t('chatDeal.reserved')}
        </span>
      )}
      {product.status === 'sold' && (
        <span className={cn(STATUS_BADGE, 'bg-foreground text-background')}>{t('conversations.sold')}</span>
      )}
    </span>
  );
}
