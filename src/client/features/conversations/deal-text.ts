import type { TFunction } from 'i18next';
import type { ChatMessage, Conversation, ConversationRole, MessageEvent } from '#shared/conversations.ts';
import { DEAL_EVENTS, type DealEvent, type OfferStatus } from '#shared/deals-constants.ts';
import { formatPrice } from '#shared/format.ts';
import chatDealTexts from '#shared/locales/es/chatDeal.json' with { type: 'json' };
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ chatDeal: chatDealTexts, offers: offersTexts });

/**
 * The words of a deal in chat: offer cards, the lines telling what happened to an offer or to the product, and the
 * conversation list's preview of them. A deal message's content is its event's name and is never shown as it is.
 */

const OFFER_STATUS_KEYS: Record<OfferStatus, TextKey> = {
  open: 'offers.status.open',
  accepted: 'offers.status.accepted',
  declined: 'offers.status.declined',
  withdrawn: 'offers.status.withdrawn',
  countered: 'offers.status.countered',
  expired: 'offers.status.expired',
};

/** Pendiente, Aceptada, Rechazada, Retirada, Contraofertada or Caducada. */
export function offerStatusText(t: TFunction, status: OfferStatus): string {
  return t(OFFER_STATUS_KEYS[status]);
}

/** The amount an offer message is about, as a price ('$80.00'): its offer's, else the message's own content. */
function offerAmountText(message: Pick<ChatMessage, 'content' | 'offer'>): string {
  return formatPrice(message.offer?.amount ?? message.content);
}

/** An offer card's headline: 'Oferta: $80.00', or 'Contraoferta: $75.00' for a counter. */
export function offerCardText(t: TFunction, message: ChatMessage): string {
  const key = message.event === 'countered' ? 'offers.card.countered' : 'offers.card.made';
  return t(key, { amount: offerAmountText(message) });
}

const OFFER_NOTICE_KEYS = {
  accepted: { own: 'offers.notice.acceptedByYou', other: 'offers.notice.acceptedBy' },
  declined: { own: 'offers.notice.declinedByYou', other: 'offers.notice.declinedBy' },
  withdrawn: { own: 'offers.notice.withdrawnByYou', other: 'offers.notice.withdrawnBy' },
} as const;

/**
 * The line for an answered offer: 'Ana aceptó la oferta de $80.00 · Reservado para Beto' (accepting reserves the
 * product for the buyer), '…rechazó…', '…retiró…'; 'Aceptaste…' when the viewer did it.
 */
export function offerNoticeText(
  t: TFunction,
  message: ChatMessage,
  viewerId: number,
  otherName: string,
): string {
  const event = message.event;
  if (event !== 'accepted' && event !== 'declined' && event !== 'withdrawn') return offerCardText(t, message);
  const own = message.senderId === viewerId;
  const keys = OFFER_NOTICE_KEYS[event];
  const text = t(own ? keys.own : keys.other, { name: otherName, amount: offerAmountText(message) });
  if (event !== 'accepted') return text;
  const reserved =
    message.offer?.buyerId === viewerId
      ? t('offers.notice.reservedForYou')
      : t('offers.notice.reservedFor', { name: otherName });
  return `${text} · ${reserved}`;
}

const DEAL_NOTICE_KEYS: Record<DealEvent, Record<ConversationRole, TextKey>> = {
  reserved: { buyer: 'chatDeal.notice.reservedBuyer', seller: 'chatDeal.notice.reservedSeller' },
  released: { buyer: 'chatDeal.notice.releasedBuyer', seller: 'chatDeal.notice.releasedSeller' },
  sold: { buyer: 'chatDeal.notice.soldBuyer', seller: 'chatDeal.notice.soldSeller' },
  sale_undone: { buyer: 'chatDeal.notice.saleUndoneBuyer', seller: 'chatDeal.notice.saleUndoneSeller' },
  reservation_lapsed: {
    buyer: 'chatDeal.notice.reservationLapsedBuyer',
    seller: 'chatDeal.notice.reservationLapsedSeller',
  },
  reservation_extended: {
    buyer: 'chatDeal.notice.reservationExtendedBuyer',
    seller: 'chatDeal.notice.reservationExtendedSeller',
  },
  handed_over: { buyer: 'chatDeal.notice.handedOverBuyer', seller: 'chatDeal.notice.handedOverSeller' },
  purchase_confirmed: {
    buyer: 'chatDeal.notice.purchaseConfirmedBuyer',
    seller: 'chatDeal.notice.purchaseConfirmedSeller',
  },
};

/**
 * What a deal message tells the viewer, by their side of the deal: to the buyer 'El producto está reservado para ti',
 * to the seller 'Reservaste el producto para Beto'; a sale asks each side to rate the other.
 */
export function dealNoticeText(
  t: TFunction,
  event: DealEvent,
  role: ConversationRole,
  otherName: string,
): string {
  return t(DEAL_NOTICE_KEYS[event][role], { name: otherName });
}

export function isDealEvent(event: MessageEvent | null): event is DealEvent {
  return DEAL_EVENTS.some((each) => each === event);
}

const PREVIEW_KEYS: Record<MessageEvent, TextKey> = {
  made: 'offers.card.made',
  countered: 'offers.card.countered',
  accepted: 'offers.preview.accepted',
  declined: 'offers.preview.declined',
  withdrawn: 'offers.preview.withdrawn',
  reserved: 'chatDeal.preview.reserved',
  released: 'chatDeal.preview.released',
  sold: 'chatDeal.preview.sold',
  sale_undone: 'chatDeal.preview.saleUndone',
  reservation_lapsed: 'chatDeal.preview.reservationLapsed',
  reservation_extended: 'chatDeal.preview.reservationExtended',
  handed_over: 'chatDeal.preview.handedOver',
  purchase_confirmed: 'chatDeal.preview.purchaseConfirmed',
};

type LastMessage = NonNullable<Conversation['lastMessage']>;

/**
 * A conversation row's preview of an offer or deal message: 'Oferta: $80.00', 'Contraoferta: $75.00',
 * 'Oferta aceptada', 'Reservado', 'Vendido'…; null for written messages. An offer message's content is its amount.
 */
export function dealPreviewText(t: TFunction, last: LastMessage): string | null {
  if ((last.type !== 'offer' && last.type !== 'deal') || !last.event) return null;
  return t(PREVIEW_KEYS[last.event], { amount: formatPrice(last.content) });
}
