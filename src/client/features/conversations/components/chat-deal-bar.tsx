import type { Conversation } from '#shared/conversations.ts';
import { ConfirmHandoverLink } from '#client/features/products/components/confirm-handover-link.tsx';
import { HandoverCodeCard } from '#client/features/products/components/handover-code-card.tsx';

/**
 * The meetup in a chat about a reserved product: the buyer's handover code (only the buyer it is reserved for gets
 * one), or the seller's way to confirm the handover.
 */
export function ChatDealBar({ conversation, otherName }: { conversation: Conversation; otherName: string }) {
  const { product, role } = conversation;
  if (!product || product.removed || product.status !== 'reserved') return null;
  return (
    <div className="px-2">
      {role === 'buyer' ? (
        <HandoverCodeCard productId={product.id} sellerName={otherName} compact />
      ) : (
        <ConfirmHandoverLink productId={product.id} className="w-full" />
      )}
    </div>
  );
}
