import { describe, expect, it } from 'vitest';
import type { ChatMessage, Conversation } from '#shared/conversations.ts';
import {
  chatMessageFixture,
  conversationFixture,
  conversationProductFixture,
} from '#client/lib/testing/chat-fixtures.ts';
import { dialogBefore, quickAnswersFor, unansweredQuestion } from './quick-answers.ts';

const SELLER = 1;
const BUYER = 2;
const OTHER_BUYER = 3;

/** The seller's chat with the buyer about the seller's product. */
const sellersChat = (changes: Partial<Conversation> = {}) =>
  conversationFixture(BUYER, { role: 'seller', product: conversationProductFixture(SELLER), ...changes });

const asked = (id = 1) => chatMessageFixture({ id, senderId: BUYER, content: '¿Sigue disponible?' });
const said = (id: number, senderId: number | null, content = 'Hola'): ChatMessage =>
  chatMessageFixture({ id, senderId, content });
const person = (id: number) => ({ id, displayName: 'Bruno R.', profileImageUrl: null });

describe('unansweredQuestion', () => {
  it("is the buyer's latest message when it asks whether the product is still available", () => {
    const question = asked(2);
    expect(unansweredQuestion(sellersChat(), [said(1, BUYER), question])).toBe(question);
    expect(unansweredQuestion(sellersChat(), [asked(1), said(2, SELLER, 'Sí')])).toBeNull();
  });

  it('counts any later message from the seller as an answer, an offer or the deal news included', () => {
    const dealNews = chatMessageFixture({ id: 2, senderId: SELLER, type: 'deal', event: 'reserved' });
    expect(unansweredQuestion(sellersChat(), [asked(1), dealNews])).toBeNull();
  });

  it('is nothing once the buyer wrote something else after the question', () => {
    expect(
      unansweredQuestion(sellersChat(), [asked(1), said(2, BUYER, '¿Y en cuánto lo dejás?')]),
    ).toBeNull();
    const photo = chatMessageFixture({
      id: 3,
      senderId: BUYER,
      type: 'image',
      content: '¿Sigue disponible?',
    });
    expect(unansweredQuestion(sellersChat(), [photo])).toBeNull();
  });

  it('is only for the seller of a product chat whose buyer still has an account', () => {
    const messages = [asked()];
    expect(unansweredQuestion(conversationFixture(SELLER), messages)).toBeNull();
    expect(
      unansweredQuestion(sellersChat({ role: null, product: null, productId: null }), messages),
    ).toBeNull();
    expect(
      unansweredQuestion(sellersChat({ product: { removed: true, id: 4, sellerId: SELLER } }), messages),
    ).toBeNull();
    expect(unansweredQuestion(sellersChat({ otherUser: null }), messages)).toBeNull();
    expect(unansweredQuestion(sellersChat(), [])).toBeNull();
  });
});

describe('quickAnswersFor', () => {
  it('offers all three replies while the product is available', () => {
    expect(quickAnswersFor({ status: 'available', reservedFor: null }, BUYER)).toEqual([
      'available',
      'reserved',
      'sold',
    ]);
  });

  it('offers "still available" on a reserved product only to the buyer it is reserved for', () => {
    expect(quickAnswersFor({ status: 'reserved', reservedFor: person(OTHER_BUYER) }, BUYER)).toEqual([
      'reserved',
      'sold',
    ]);
    expect(quickAnswersFor({ status: 'reserved', reservedFor: person(BUYER) }, BUYER)).toEqual([
      'available',
      'reserved',
      'sold',
    ]);
  });

  it('offers only "sold" once sold', () => {
    expect(quickAnswersFor({ status: 'sold', reservedFor: null }, BUYER)).toEqual(['sold']);
  });
});

describe('dialogBefore', () => {
  it('sends at once what the state already says', () => {
    expect(dialogBefore('available', 'available')).toBeNull();
    expect(dialogBefore('reserved', 'reserved')).toBeNull();
    expect(dialogBefore('sold', 'sold')).toBeNull();
  });

  it('reserves an available product, and records the sale of an unsold one, before telling', () => {
    expect(dialogBefore('reserved', 'available')).toBe('reserve');
    expect(dialogBefore('sold', 'available')).toBe('sell');
    expect(dialogBefore('sold', 'reserved')).toBe('sell');
  });
});
