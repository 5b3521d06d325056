import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import type { Offer } from '#shared/deals.ts';
import { chatMessageFixture, offerFixture } from '#client/lib/testing/chat-fixtures.ts';
import type { ProductStatus } from '#shared/products.ts';
import { canMakeOffer, hasOpenOffer, isOfferCard, listedPriceOf, offerActions } from './offer-rules.ts';

const BUYER = 1;
const SELLER = 2;
const STRANGER = 3;

const offer = (changes: Partial<Offer> = {}): Offer =>
  offerFixture({ proposedById: BUYER, buyerId: BUYER, sellerId: SELLER, ...changes });

const offerMessage = (about: Offer, event: ChatMessage['event'] = 'made'): ChatMessage =>
  chatMessageFixture({
    id: 20,
    senderId: about.proposedById,
    content: about.amount,
    type: 'offer',
    event,
    offer: about,
    createdAt: about.createdAt,
  });

const listing = (status: ProductStatus = 'available'): Conversation['product'] => ({
  removed: false,
  id: 4,
  title: 'Bicicleta',
  price: '100.00',
  thumbnailUrl: null,
  sellerId: SELLER,
  isSold: status === 'sold',
  status,
});

const conversation = (changes: Partial<Conversation> = {}): Conversation => ({
  id: 10,
  productId: 4,
  otherUser: {
    id: SELLER,
    displayName: 'Ana R.',
    profileImageUrl: null,
    emailVerified: true,
    confirmedSalesCount: 0,
    isOnline: false,
    lastOnline: null,
  },
  product: listing(),
  lastMessage: null,
  lastMessageAt: null,
  unreadCount: 0,
  role: 'buyer',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

describe('offer card actions', () => {
  it('lets the side that did not propose answer, and the proposer withdraw', () => {
    expect(offerActions(offer(), SELLER)).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions(offer(), BUYER)).toEqual(['withdraw']);
  });

  it('turns round on a counter: the buyer answers the seller’s amount', () => {
    const counter = offer({ proposedById: SELLER, counterOfId: 6 });
    expect(offerActions(counter, BUYER)).toEqual(['accept', 'decline', 'counter']);
    expect(offerActions(counter, SELLER)).toEqual(['withdraw']);
  });

  it('offers nothing on a closed offer or to someone outside the deal', () => {
    for (const status of ['accepted', 'declined', 'withdrawn', 'countered', 'expired'] as const) {
      expect(offerActions(offer({ status }), SELLER)).toEqual([]);
      expect(offerActions(offer({ status }), BUYER)).toEqual([]);
    }
    expect(offerActions(offer(), STRANGER)).toEqual([]);
  });

  it('still lets the other side answer once the proposer deleted their account', () => {
    expect(offerActions(offer({ proposedById: null, buyerId: null }), SELLER)).toEqual([
      'accept',
      'decline',
      'counter',
    ]);
  });
});

describe('making an offer', () => {
  it('is for the buyer of a product that is not sold', () => {
    expect(canMakeOffer(conversation(), [])).toBe(true);
    expect(canMakeOffer(conversation({ role: 'seller' }), [])).toBe(false);
    expect(canMakeOffer(conversation({ role: null, product: null, productId: null }), [])).toBe(false);
    expect(canMakeOffer(conversation({ product: listing('sold') }), [])).toBe(false);
  });

  it('is not for a listing moderation removed, which has no price to show either', () => {
    const removed = conversation({ product: { removed: true, id: 4, sellerId: SELLER } });
    expect(canMakeOffer(removed, [])).toBe(false);
    expect(listedPriceOf(removed)).toBeNull();
    expect(listedPriceOf(conversation())).toBe('100.00');
    expect(listedPriceOf(conversation({ role: null, product: null, productId: null }))).toBeNull();
  });

  it('waits while an offer is open, and not once the seller deleted their account', () => {
    const open = [offerMessage(offer())];
    expect(hasOpenOffer(open)).toBe(true);
    expect(canMakeOffer(conversation(), open)).toBe(false);
    const declined = offer({ status: 'declined' });
    const answered = [offerMessage(declined), offerMessage(declined, 'declined')];
    expect(canMakeOffer(conversation(), answered)).toBe(true);
    expect(canMakeOffer(conversation({ otherUser: null }), [])).toBe(false);
  });
});

describe('making an offer on a reserved product', () => {
  const reserved = conversation({ product: listing('reserved') });
  const accepted = offerMessage(offer({ status: 'accepted' }), 'accepted');
  const deal = (event: ChatMessage['event']): ChatMessage => ({
    ...offerMessage(offer({ status: 'accepted' })),
    senderId: SELLER,
    type: 'deal',
    event,
    content: event ?? '',
    offer: null,
  });

  it('is for the buyer it is reserved for, as the chat tells it', () => {
    expect(canMakeOffer(reserved, [accepted])).toBe(true);
    expect(canMakeOffer(reserved, [deal('reserved')])).toBe(true);
    expect(canMakeOffer(reserved, [deal('reserved'), deal('sold'), deal('sale_undone')])).toBe(true);
  });

  it('is not when the chat tells no reservation for them, or its release', () => {
    expect(canMakeOffer(reserved, [])).toBe(false);
    expect(canMakeOffer(reserved, [accepted, deal('released')])).toBe(false);
    expect(canMakeOffer(reserved, [deal('reserved'), deal('released')])).toBe(false);
  });
});

describe('offer messages', () => {
  it('show a card for a proposed amount and a line for an answer', () => {
    expect(isOfferCard(offerMessage(offer(), 'made'))).toBe(true);
    expect(isOfferCard(offerMessage(offer(), 'countered'))).toBe(true);
    expect(isOfferCard(offerMessage(offer(), 'accepted'))).toBe(false);
    expect(isOfferCard({ ...offerMessage(offer()), type: 'deal', event: 'reserved' })).toBe(false);
  });
});
