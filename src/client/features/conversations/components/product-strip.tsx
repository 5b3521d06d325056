import { Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/conversations.ts';
import { formatPrice } from '#shared/format.ts';

type ConversationProduct = NonNullable<Conversation['product']>;

/** What the conversation is about: the first photo's thumbnail, the title and the price ($85.50). */
export function ProductStrip({ product }: { product: ConversationProduct }) {
  const { t } = useTranslation();
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
      {product.isSold ? (
        <span className="shrink-0 rounded-full bg-foreground px-2 py-0.5 text-xs font-semibold text-background">
          {t('conversations.sold')}
        </span>
      ) : (
        <span className="shrink-0 font-semibold">{formatPrice(product.price)}</span>
      )}
    </span>
  );
}
