import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Product } from '#shared/products.ts';
import { QuickChips } from '#client/components/ui/quick-chips.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { toast } from '#client/lib/toast.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { sendMessage, showSentMessage } from '#client/features/conversations/api/send-message.ts';
import { useStartConversation } from '#client/features/conversations/api/start-conversation.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

const QUESTIONS = [
  'productDetail.quickAvailable',
  'productDetail.quickLastPrice',
  'productDetail.quickWhere',
] as const;

/** Opens (or reopens) the chat about the listing, sends `content` in it, and shows the chat with it. */
function useAskSeller(product: Product) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const start = useStartConversation();
  return useMutation({
    mutationFn: async (content: string) => {
      const conversation = await start.mutateAsync({ otherUserId: product.sellerId, productId: product.id });
      return sendMessage(conversation.id, { content }, newIdempotencyKey());
    },
    onSuccess: (message) => {
      if (message.senderId !== null) showSentMessage(queryClient, message, message.senderId);
      navigate(`/chat/${message.conversationId}`);
    },
  });
}

/** One-tap first messages to the seller: each is sent as it reads and opens the chat. A visitor signs in first. */
export function QuickMessages({ product }: { product: Product }) {
  const { t } = useTranslation();
  const ask = useAskSeller(product);
  const signInFirst = useSignInFirst();

  function send(content: string) {
    ask.mutate(content, {
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('productDetail.quickError'),
          description: errorMessage(error) ?? t('productDetail.tryAgain'),
        }),
    });
  }

  return (
    <section aria-labelledby="quick-title" className="space-y-2">
      <h2 id="quick-title" className="text-sm font-semibold text-muted-foreground">
        {t('productDetail.quickTitle')}
      </h2>
      <QuickChips
        disabled={ask.isPending}
        chips={QUESTIONS.map((key) => ({
          key,
          label: t(key),
          onSelect: () => signInFirst(() => send(t(key))),
        }))}
      />
    </section>
  );
}
