/**
 * A deal's choices and limits that screens need without the contract's schemas: importing them from here keeps zod
 * off the client's first load.
 */

/**
 * `open` waits for the other side's answer (one per conversation at a time); a counter closes the offer it answers as
 * `countered` and opens a new one proposed by the side that countered; `expired` closes an open offer that can no
 * longer be accepted because the product was sold, reserved for someone else or deleted.
 */
export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'withdrawn', 'countered', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What happened to an offer, as the chat tells it: the kinds of `offer` message. */
export const OFFER_EVENTS = ['made', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferEvent = (typeof OFFER_EVENTS)[number];

/** The element id of an offer's card in its chat: a notification about the offer opens the chat there. */
export const offerAnchorOf = (offerId: number) => `offer-${offerId}`;

/**
 * The deal's other news in a conversation: the `deal` messages. `reservation_lapsed` is told by the reservation sweep
 * when a reservation ran out; `reservation_extended` when the seller gave it more time.
 */
export const DEAL_EVENTS = [
  'reserved',
  'released',
  'sold',
  'sale_undone',
  'reservation_lapsed',
  'reservation_extended',
  // Sold at the meetup with the buyer's handover code, and a sale recorded by hand that the buyer then confirmed.
  'handed_over',
  'purchase_confirmed',
] as const;
export type DealEvent = (typeof DEAL_EVENTS)[number];

/** How many hours a reservation may hold, as the seller picks; left out, the default. */
export const RESERVATION_HOURS = [24, 48, 72] as const;
export type ReservationHours = (typeof RESERVATION_HOURS)[number];
export const DEFAULT_RESERVATION_HOURS: ReservationHours = 48;

/** How long after recording a sale the seller may undo it. */
export const SOLD_UNDO_WINDOW_MS = 10 * 60_000;
/** How long a price drop is shown (the old price struck through). */
export const PRICE_DROP_SHOWN_MS = 7 * 24 * 60 * 60_000;
export const REVIEW_COMMENT_MAX = 500;
export const REVIEWS_PAGE_DEFAULT = 20;
export const REVIEWS_PAGE_MAX = 50;

/** How a sale was confirmed: the buyer's handover code entered by the seller at the meetup, or the buyer saying so. */
export const SALE_CONFIRMATIONS = ['handover', 'buyer'] as const;
export type SaleConfirmation = (typeof SALE_CONFIRMATIONS)[number];

/** Wrong handover codes the product takes before entering codes is locked, and how long the lock holds. */
export const HANDOVER_TRIES = 5;
export const HANDOVER_LOCK_MS = 15 * 60_000;
/** How long after a sale was confirmed its two sides may review each other. */
export const REVIEW_WINDOW_MS = 30 * 24 * 60 * 60_000;

/** A handover code as people read it aloud: "123 456". */
export const groupedHandoverCode = (code: string) => code.replace(/^(\d{3})(\d{3})$/, '$1 $2');
