import { Check, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import { offerAnchorOf, type OfferStatus } from '#shared/deals-constants.ts';
import { formatChatTime, formatPrice } from '#shared/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { useAnswerOffer, type OfferAnswer } from '#client/features/conversations/api/answer-offer.ts';
import { useCounterOffer } from '#client/features/conversations/api/counter-offer.ts';
import { offerCardText, offerStatusText } from '#client/features/conversations/deal-text.ts';
import { offerActions } from '#client/features/conversations/offer-rules.ts';
import { OfferAmountDialog } from './offer-amount-dialog.tsx';
import chatTexts from '#shared/locales/es/chat.json' with { type: 'json' };
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ chat: chatTexts, offers: offersTexts });

const STATUS_STYLES: Record<OfferStatus, string> = {
  open: 'border border-primary text-foreground',
  accepted: 'bg-accent-soft text-foreground',
  declined: 'bg-muted text-muted-foreground',
  withdrawn: 'bg-muted text-muted-foreground',
  countered: 'bg-muted text-muted-foreground',
  expired: 'bg-muted text-muted-foreground',
};

function StatusPill({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[status])}>
      {offerStatusText(t, status)}
    </span>
  );
}

const ANSWER_LABELS: Record<OfferAnswer, TextKey> = {
  accept: 'offers.accept',
  decline: 'offers.decline',
  withdraw: 'offers.withdraw',
};

interface AnswerButtonProps {
  offer: Offer;
  answer: OfferAnswer;
  /** The card's one answer call: while any answer is being sent, no button sends another. */
  sending: ReturnType<typeof useAnswerOffer>;
  variant?: 'outline';
  className?: string;
  icon?: ReactNode;
}

/** One answer to the open offer, which says so while it is being sent. */
function AnswerButton({ offer, answer, sending, variant, className, icon }: AnswerButtonProps) {
  const { t } = useTranslation();
  const sendingThis = sending.isPending && sending.variables.answer === answer;
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      disabled={sending.isPending}
      onClick={() => sending.mutate({ offer, answer })}
    >
      {icon}
      {sendingThis ? t('offers.sending') : t(ANSWER_LABELS[answer])}
    </Button>
  );
}

interface OfferActionsProps {
  offer: Offer;
  viewerId: number;
  listedPrice: string | null;
}

/** The open offer's buttons for the viewer's side: Aceptar, Rechazar and Contraofertar, or Retirar. */
function OfferActions({ offer, viewerId, listedPrice }: OfferActionsProps) {
  const { t } = useTranslation();
  const [countering, setCountering] = useState(false);
  const sending = useAnswerOffer();
  const counter = useCounterOffer(offer);
  const actions = offerActions(offer, viewerId);
  if (actions.length === 0) return null;

  if (actions.includes('withdraw')) {
    return (
      <AnswerButton
        offer={offer}
        answer="withdraw"
        sending={sending}
        variant="outline"
        className="w-full"
        icon={<Undo2 aria-hidden className="size-4" />}
      />
    );
  }

  return (
    <div className="grid grid-cols-2 gap-2">
      <AnswerButton
        offer={offer}
        answer="accept"
        sending={sending}
        className="col-span-2"
        icon={<Check aria-hidden className="size-4" />}
      />
      <AnswerButton offer={offer} answer="decline" sending={sending} variant="outline" />
      <Button variant="outline" size="sm" disabled={sending.isPending} onClick={() => setCountering(true)}>
        {t('offers.counter')}
      </Button>
      <OfferAmountDialog
        open={countering}
        onOpenChange={setCountering}
        title={t('offers.counterTitle')}
        description={t('offers.counterDescription', { amount: formatPrice(offer.amount) })}
        submitLabel={t('offers.sendCounter')}
        listedPrice={listedPrice}
        onSend={(input) => counter.mutateAsync(input)}
      />
    </div>
  );
}

interface OfferCardProps {
  message: ChatMessage;
  viewerId: number;
  own: boolean;
  /** Who proposed it, for screen readers. */
  sender: string;
  /** The listing's price, for reference; null once it is gone. */
  listedPrice: string | null;
}

/**
 * A proposed amount ('Oferta: $80.00', 'Contraoferta: $75.00') on its proposer's side of the chat, with the listed
 * price for reference, the offer's live state and, while it is open, what the viewer's side may do with it.
 */
export function OfferCard({ message, viewerId, own, sender, listedPrice }: OfferCardProps) {
  const { t } = useTranslation();
  const { offer } = message;
  return (
    <li
      id={offer ? offerAnchorOf(offer.id) : undefined}
      className={cn('flex', own ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'w-[80%] max-w-xs space-y-2 rounded-2xl border bg-card p-3 text-card-foreground shadow-sm',
          own ? 'border-primary/50' : 'border-border',
        )}
      >
        <p className="text-lg leading-tight font-bold">
          <span className="sr-only">{t('chat.saidBy', { name: sender })} </span>
          {offerCardText(t, message)}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {offer && <StatusPill status={offer.status} />}
          {listedPrice && (
            <span className="text-xs text-muted-foreground">
              {t('offers.listedPrice', { price: formatPrice(listedPrice) })}
            </span>
          )}
        </div>
        {offer && <OfferActions offer={offer} viewerId={viewerId} listedPrice={listedPrice} />}
        <time dateTime={message.createdAt} className="block text-right text-[11px] text-muted-foreground">
          {formatChatTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
