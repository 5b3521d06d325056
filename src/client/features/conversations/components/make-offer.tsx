import { HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Conversation } from '#shared/conversations.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useMakeOffer } from '#client/features/conversations/api/make-offer.ts';
import { listedPriceOf } from '#client/features/conversations/offer-rules.ts';
import { OfferAmountDialog } from './offer-amount-dialog.tsx';
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offers: offersTexts });

/** The buyer's 'Hacer oferta', above the chat's input. */
export function MakeOfferButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" size="sm" className="min-h-11" onClick={onClick}>
      <HandCoins aria-hidden className="size-4 text-primary" />
      {t('offers.make')}
    </Button>
  );
}

interface MakeOfferDialogProps {
  conversation: Conversation;
  otherName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The amount the buyer offers for the chat's product, with its listed price for reference. */
export function MakeOfferDialog({ conversation, otherName, open, onOpenChange }: MakeOfferDialogProps) {
  const { t } = useTranslation();
  const makeOffer = useMakeOffer(conversation.id);
  return (
    <OfferAmountDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('offers.makeTitle')}
      description={t('offers.makeDescription', { name: otherName })}
      submitLabel={t('offers.send')}
      listedPrice={listedPriceOf(conversation)}
      onSend={(input) => makeOffer.mutateAsync(input)}
    />
  );
}
