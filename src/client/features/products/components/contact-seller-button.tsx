import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useStartConversation } from '#client/features/conversations/api/start-conversation.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

interface ContactSellerButtonProps {
  sellerId: number;
  /** Left out: a general conversation with the person (from their profile). */
  productId?: number;
  className?: string;
}

/**
 * 'Enviar mensaje': opens (or reopens) the conversation with the seller about this product, then the chat. A visitor
 * signs in first.
 */
export function ContactSellerButton({ sellerId, productId, className = 'flex-1' }: ContactSellerButtonProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const start = useStartConversation();
  const signInFirst = useSignInFirst();

  function startConversation() {
    start.mutate(
      { otherUserId: sellerId, productId },
      {
        onSuccess: (conversation) => navigate(`/chat/${conversation.id}`),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('productDetail.conversationError'),
            description: errorMessage(error) ?? t('productDetail.tryAgain'),
          }),
      },
    );
  }

  return (
    <Button className={className} onClick={() => signInFirst(startConversation)} disabled={start.isPending}>
      <MessageCircle aria-hidden className="size-5" />
      {t(start.isPending ? 'productDetail.openingChat' : 'productDetail.message')}
    </Button>
  );
}
