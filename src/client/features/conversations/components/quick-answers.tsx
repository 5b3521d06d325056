import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Product } from '#shared/products.ts';
import type { QuickChip } from '#client/components/ui/quick-chips.tsx';
import { useOutbox } from '#client/lib/offline/outbox.ts';
import { productQueryOptions } from '#client/features/products/api/get-product.ts';
import {
  dialogBefore,
  quickAnswersFor,
  unansweredQuestion,
  type QuickAnswer,
} from '#client/features/conversations/quick-answers.ts';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts });

/** The deal dialog and its library load when a reply first needs it, not with every chat. */
const DealDialog = lazy(() =>
  import('#client/features/products/components/deal-dialog.tsx').then((module) => ({
    default: module.DealDialog,
  })),
);

/** A reply waiting for the seller to reserve the product or record its sale. */
interface PendingDeal {
  product: Product;
  mode: 'reserve' | 'sell';
  questionId: number;
  reply: string;
}

/** Sends a reply the way typed text goes (or keeps it for later offline); false when the server refused it. */
type SendReply = (content: string) => Promise<boolean>;

/**
 * The seller's one-tap replies to a buyer's unanswered "¿Sigue disponible?", those true of the product (read fresh from
 * the listing, which also says for whom it is reserved). A reply that changes the product's state opens the deal's
 * dialog first and goes once the change is made; cancelling sends nothing. Tapped replies leave at once, and none
 * shows while something the seller wrote waits to go out.
 */
export function useQuickAnswers(
  conversation: Conversation,
  messages: readonly ChatMessage[],
  viewerId: number,
  sendReply: SendReply,
) {
  const { t } = useTranslation();
  // A reply still waiting in the outbox answers the question too.
  const replyWaiting = useOutbox(viewerId).some(
    (entry) => entry.kind === 'message' && entry.conversationId === conversation.id && entry.refusal === null,
  );
  const question = replyWaiting ? null : unansweredQuestion(conversation, messages);
  const product = useQuery({
    ...productQueryOptions(conversation.product?.id ?? 0),
    enabled: question !== null,
  });
  const [answeredId, setAnsweredId] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingDeal | null>(null);

  async function send(questionId: number, reply: string) {
    setAnsweredId(questionId);
    if (!(await sendReply(reply))) setAnsweredId(null);
  }

  function choose(shown: Product, questionId: number, answer: QuickAnswer) {
    const reply = t(`chat.quickAnswers.${answer}`);
    const mode = dialogBefore(answer, shown.status);
    if (mode) setPending({ product: shown, mode, questionId, reply });
    else void send(questionId, reply);
  }

  const shown = product.data;
  const buyerId = conversation.otherUser?.id;
  const chips: QuickChip[] =
    question && shown && buyerId !== undefined && answeredId !== question.id && !pending
      ? quickAnswersFor(shown, buyerId).map((answer) => ({
          key: answer,
          label: t(`chat.quickAnswers.${answer}`),
          onSelect: () => choose(shown, question.id, answer),
        }))
      : [];

  // Kept apart from the question: the deal's news the change posts answers it before the dialog closes.
  const dialog = pending && (
    <Suspense fallback={null}>
      <DealDialog
        key={pending.mode}
        product={pending.product}
        mode={pending.mode}
        open
        onOpenChange={(open) => !open && setPending(null)}
        onDone={() => void send(pending.questionId, pending.reply)}
      />
    </Suspense>
  );
  return { chips, dialog };
}
