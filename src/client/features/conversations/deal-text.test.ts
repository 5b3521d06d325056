import type { TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import { chatMessageFixture, offerFixture } from '#client/lib/testing/chat-fixtures.ts';
import { catalogTranslations } from '#client/lib/testing/translations.ts';
import { dealNoticeText, dealPreviewText, offerCardText, offerNoticeText } from './deal-text.ts';

const ME = 1;
const OTHER = 2;

let t: TFunction;
let tEn: TFunction;

beforeAll(async () => {
  ({ es: t, en: tEn } = await catalogTranslations());
});

const offer = (changes: Partial<Offer> = {}): Offer =>
  offerFixture({ proposedById: OTHER, buyerId: OTHER, sellerId: ME, ...changes });

const message = (event: ChatMessage['event'], senderId: number, about: Offer | null = offer()): ChatMessage =>
  chatMessageFixture({
    id: 20,
    senderId,
    content: about?.amount ?? '75.00',
    type: 'offer',
    event,
    offer: about,
    createdAt: '2026-01-01T12:00:00.000Z',
  });

type LastMessage = NonNullable<Conversation['lastMessage']>;
const last = (type: LastMessage['type'], event: LastMessage['event'], content: string): LastMessage => ({
  id: 1,
  content,
  type,
  event,
  senderId: OTHER,
  createdAt: '2026-01-01T12:00:00.000Z',
});

describe('offer cards', () => {
  it('head with the amount, as a price', () => {
    expect(offerCardText(t, message('made', OTHER))).toBe('Oferta: $80.00');
    expect(offerCardText(t, message('countered', ME, offer({ amount: '1250.5' })))).toBe(
      'Contraoferta: $1,250.50',
    );
    expect(offerCardText(t, message('made', OTHER, null))).toBe('Oferta: $75.00');
  });
});

describe('offer answers', () => {
  it('say who answered and, on accepting, for whom the product is reserved', () => {
    expect(offerNoticeText(t, message('accepted', OTHER, offer({ buyerId: ME })), ME, 'Ana')).toBe(
      'Ana aceptó la oferta de $80.00 · Reservado para ti',
    );
    expect(offerNoticeText(t, message('accepted', ME), ME, 'Beto')).toBe(
      'Aceptaste la oferta de $80.00 · Reservado para Beto',
    );
    expect(offerNoticeText(tEn, message('accepted', ME), ME, 'Beto')).toBe(
      'You accepted the offer of $80.00 · Reserved for Beto',
    );
  });

  it('tell declines and withdrawals without a reservation', () => {
    expect(offerNoticeText(t, message('declined', OTHER), ME, 'Ana')).toBe('Ana rechazó la oferta de $80.00');
    expect(offerNoticeText(t, message('withdrawn', ME), ME, 'Ana')).toBe('Retiraste tu oferta de $80.00');
  });
});

describe('deal news', () => {
  it('speaks to each side of the deal', () => {
    expect(dealNoticeText(t, 'reserved', 'buyer', 'Ana')).toBe('El producto está reservado para ti');
    expect(dealNoticeText(t, 'reserved', 'seller', 'Beto')).toBe('Reservaste el producto para Beto');
    expect(dealNoticeText(t, 'sold', 'buyer', 'Ana')).toBe(
      'Ana registró la venta. Confirma la compra para que cuente y puedan calificarse',
    );
    expect(dealNoticeText(t, 'sold', 'seller', 'Beto')).toBe(
      'Venta registrada a Beto. Cuando confirme la compra, podrán calificarse',
    );
    expect(dealNoticeText(t, 'handed_over', 'buyer', 'Ana')).toBe(
      '¡Entrega confirmada! Compraste el producto. Califica a Ana',
    );
    expect(dealNoticeText(t, 'purchase_confirmed', 'seller', 'Beto')).toBe(
      'Beto confirmó la compra. Califica a Beto',
    );
  });
});

describe('conversation previews', () => {
  it('show offers with their amount and the deal in a word, never the raw content', () => {
    expect(dealPreviewText(t, last('offer', 'made', '80.00'))).toBe('Oferta: $80.00');
    expect(dealPreviewText(t, last('offer', 'countered', '75.00'))).toBe('Contraoferta: $75.00');
    expect(dealPreviewText(t, last('offer', 'accepted', '80.00'))).toBe('Oferta aceptada');
    expect(dealPreviewText(t, last('deal', 'sale_undone', 'sale_undone'))).toBe('Venta anulada');
    expect(dealPreviewText(tEn, last('deal', 'sold', 'sold'))).toBe('Sold');
    expect(dealPreviewText(t, last('text', null, 'Hola'))).toBeNull();
  });
});
