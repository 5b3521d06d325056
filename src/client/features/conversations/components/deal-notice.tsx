import { PackageCheck, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import { formatChatTime } from '#shared/format.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { dealNoticeText, isDealEvent, offerNoticeText } from '#client/features/conversations/deal-text.ts';
import chatDealTexts from '#shared/locales/es/chatDeal.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chatDeal: chatDealTexts });

interface DealNoticeProps {
  message: ChatMessage;
  conversation: Conversation;
  viewerId: number;
  otherName: string;
}

/**
 * A centred line telling what happened in the deal: an offer answered ('Ana aceptó la oferta de $80.00 · Reservado
 * para Beto'), or the product reserved, released, sold or its sale undone, in the viewer's words. A sale recorded by
 * hand asks the buyer to confirm the purchase; a confirmed one asks each side to rate the other, with a way there while
 * the product stays sold.
 */
export function DealNotice({ message, conversation, viewerId, otherName }: DealNoticeProps) {
  const { t } = useTranslation();
  const { event } = message;
  const { role, product } = conversation;
  const text =
    isDealEvent(event) && role
      ? dealNoticeText(t, event, role, otherName)
      : offerNoticeText(t, message, viewerId, otherName);
  const soldProduct = product && !product.removed && product.status === 'sold' ? product : null;
  const confirmed = event === 'handed_over' || event === 'purchase_confirmed';
  return (
    <li className="flex justify-center">
      <div className="flex max-w-[90%] flex-col items-center gap-2 rounded-2xl bg-muted px-3 py-1.5 text-center text-xs text-muted-foreground">
        <p>
          <span className="font-medium text-foreground">{text}</span>
          <span aria-hidden> · </span>
          <time dateTime={message.createdAt}>{formatChatTime(message.createdAt)}</time>
        </p>
        {soldProduct && confirmed && (
          <Link
            href={`/products/${soldProduct.id}?review=1`}
            className={buttonClass({ size: 'sm', className: 'mb-1 min-h-11' })}
          >
            <Star aria-hidden className="size-4" />
            {t('chatDeal.rate', { name: otherName })}
          </Link>
        )}
        {soldProduct && event === 'sold' && role === 'buyer' && (
          <Link
            href={`/products/${soldProduct.id}`}
            className={buttonClass({ size: 'sm', className: 'mb-1 min-h-11' })}
          >
            <PackageCheck aria-hidden className="size-4" />
            {t('chatDeal.confirmPurchase')}
          </Link>
        )}
      </div>
    </li>
  );
}
