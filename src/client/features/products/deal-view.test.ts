import { describe, expect, it } from 'vitest';
import type { DealPerson } from '#shared/deals.ts';
import { confirmationNoteOf, dealNoteOf, ownerDealActions, revieweeOf } from './deal-view.ts';

const NOW = Date.parse('2026-11-25T20:00:00Z');
const ana: DealPerson = { id: 2, displayName: 'Ana L.', profileImageUrl: null };
const seller = {
  ...ana,
  id: 1,
  displayName: 'Carlos M.',
  reviewCount: 0,
  rating: 0,
  isVerified: false,
  emailVerified: false,
  confirmedSalesCount: 0,
  badges: [],
};

describe('ownerDealActions', () => {
  it('offers selling, reserving, editing and deleting an available listing', () => {
    expect(ownerDealActions({ status: 'available', undoSoldUntil: null }, NOW)).toEqual({
      edit: true,
      markSold: true,
      reserve: true,
      release: false,
      delete: true,
      undoSale: false,
    });
  });

  it('offers releasing instead of reserving a reserved listing', () => {
    const actions = ownerDealActions({ status: 'reserved', undoSoldUntil: null }, NOW);
    expect(actions.reserve).toBe(false);
    expect(actions.release).toBe(true);
    expect(actions.markSold).toBe(true);
  });

  it('offers only the undo on a sold listing, while its window is open', () => {
    const open = ownerDealActions({ status: 'sold', undoSoldUntil: '2026-11-25T20:05:00Z' }, NOW);
    expect(open).toEqual({
      edit: false,
      markSold: false,
      reserve: false,
      release: false,
      delete: false,
      undoSale: true,
    });
    expect(ownerDealActions({ status: 'sold', undoSoldUntil: '2026-11-25T19:59:59Z' }, NOW).undoSale).toBe(
      false,
    );
    expect(ownerDealActions({ status: 'sold', undoSoldUntil: null }, NOW).undoSale).toBe(false);
  });
});

describe('revieweeOf', () => {
  it('is the buyer for the seller and the seller for the buyer', () => {
    const product = { sellerId: 1, seller, soldTo: ana };
    expect(revieweeOf(product, 1)).toBe(ana);
    expect(revieweeOf(product, 2)).toBe(seller);
  });
});

describe('dealNoteOf', () => {
  const base = { sellerId: 1, reservedForYou: false, reservedFor: null, soldTo: null } as const;

  it('tells the buyer a listing is reserved for them, and the seller for whom', () => {
    expect(dealNoteOf({ ...base, status: 'reserved', reservedForYou: true }, 2)).toEqual({
      key: 'deal.reservedForYou',
    });
    expect(dealNoteOf({ ...base, status: 'reserved', reservedFor: ana }, 1)).toEqual({
      key: 'deal.reservedFor',
      person: ana,
    });
    expect(dealNoteOf({ ...base, status: 'reserved' }, 3)).toBeNull();
  });

  it('tells the seller who bought it, or that it went outside Cerquita; the buyer that they bought it', () => {
    expect(dealNoteOf({ ...base, status: 'sold', soldTo: ana }, 1)).toEqual({
      key: 'deal.soldTo',
      person: ana,
    });
    expect(dealNoteOf({ ...base, status: 'sold' }, 1)).toEqual({ key: 'deal.soldOutside' });
    expect(dealNoteOf({ ...base, status: 'sold', soldTo: ana }, 2)).toEqual({ key: 'deal.boughtByYou' });
    expect(dealNoteOf({ ...base, status: 'sold' }, 3)).toBeNull();
  });

  it('says nothing about an available listing', () => {
    expect(dealNoteOf({ ...base, status: 'available' }, 1)).toBeNull();
  });
});

describe('confirmationNoteOf', () => {
  it('tells how a sale to a buyer was confirmed, and nothing while unconfirmed or sold outside Cerquita', () => {
    const sold = { status: 'sold' as const, soldTo: ana };
    expect(confirmationNoteOf({ ...sold, confirmedVia: 'handover' })).toBe('deal.handoverConfirmed');
    expect(confirmationNoteOf({ ...sold, confirmedVia: 'buyer' })).toBe('deal.purchaseConfirmed');
    expect(confirmationNoteOf({ ...sold, confirmedVia: null })).toBeNull();
    expect(confirmationNoteOf({ ...sold, soldTo: null, confirmedVia: null })).toBeNull();
  });
});
