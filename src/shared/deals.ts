import { z } from 'zod';
import { badgesSchema } from './badges.ts';
import { idSchema, pagingSchema } from './contract.ts';
import { PRICE_MAX } from './constants.ts';
import {
  DEFAULT_RESERVATION_HOURS,
  OFFER_STATUSES,
  RESERVATION_HOURS,
  SALE_CONFIRMATIONS,
  REVIEW_COMMENT_MAX,
  REVIEWS_PAGE_DEFAULT,
  REVIEWS_PAGE_MAX,
} from './deals-constants.ts';

/**
 * A deal's life: a buyer offers in chat, the seller answers (accept, decline, counter), an accepted offer reserves
 * the product for that buyer, the seller records the sale (to a buyer or to someone outside Cerquita) and, after a
 * sale to a buyer, each side reviews the other once. Messages are catalog keys.
 */

/** An amount of money: positive, at most what a listing's price column holds, rounded to cents. */
export const offerAmountSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'validation.offerAmountRequired' })
    .finite({ error: 'validation.offerAmountRequired' })
    .max(PRICE_MAX, { error: 'validation.offerAmountInvalid' })
    .transform((value) => Math.round(value * 100) / 100)
    .refine((value) => value > 0, { error: 'validation.offerAmountInvalid' }),
);

/** `POST /api/conversations/{id}/offers` and `POST /api/offers/{id}/counter`. */
export const offerAmountBodySchema = z.object(
  { amount: offerAmountSchema },
  { error: 'validation.offerAmountRequired' },
);
export type OfferAmountInput = z.input<typeof offerAmountBodySchema>;

export const offerIdParamsSchema = z.object({ id: idSchema('validation.invalidOfferId') });

export const offerSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** Null once the product was deleted. */
  productId: z.number().int().nullable(),
  /** Two decimals, like prices: "80.00". */
  amount: z.string(),
  status: z.enum(OFFER_STATUSES),
  /** Who proposed this amount (the buyer, or the seller for a counter); null once they deleted their account. */
  proposedById: z.number().int().nullable(),
  buyerId: z.number().int().nullable(),
  sellerId: z.number().int().nullable(),
  /** The offer this one counters. */
  counterOfId: z.number().int().nullable(),
  createdAt: z.string(),
  /** When it stopped being open. */
  closedAt: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

/** `POST /api/products/{id}/offers` answer: the offer made from the listing and the conversation it is in. */
export const listingOfferSchema = z.object({ conversationId: z.number().int(), offer: offerSchema });
export type ListingOffer = z.infer<typeof listingOfferSchema>;

/** How long a reservation holds or is extended by: one of RESERVATION_HOURS, the default when left out. */
const reservationHoursSchema = z
  .literal(RESERVATION_HOURS, { error: 'validation.reservationHoursInvalid' })
  .default(DEFAULT_RESERVATION_HOURS);

/**
 * `PATCH /api/products/{id}/reserve`: the buyer to reserve for and for how many hours, or null to release. The same
 * buyer again changes nothing: more time is `POST /api/products/{id}/reserve/extend`.
 */
export const reserveProductSchema = z.object(
  { buyerId: idSchema('validation.invalidUserId').nullable(), hours: reservationHoursSchema },
  { error: 'validation.invalidUserId' },
);
export type ReserveProductInput = z.input<typeof reserveProductSchema>;

/** `POST /api/products/{id}/reserve/extend`: the hours added to the reservation's end, once per reservation. */
export const extendReservationSchema = z.object(
  { hours: reservationHoursSchema },
  { error: 'validation.reservationHoursInvalid' },
);
export type ExtendReservationInput = z.input<typeof extendReservationSchema>;

/** `PATCH /api/products/{id}/sold`: the buyer, or nothing (or null) for someone outside Cerquita. */
export const markSoldSchema = z
  .object({ buyerId: idSchema('validation.invalidUserId').nullish() }, { error: 'validation.invalidUserId' })
  .nullish();
export type MarkSoldInput = z.input<typeof markSoldSchema>;

/** A person as a deal shows them: who it is reserved for, sold to, or who may be picked as the buyer. */
export const dealPersonSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type DealPerson = z.infer<typeof dealPersonSchema>;

/** `POST /api/products/{id}/reviews`. */
export const createReviewSchema = z.object(
  {
    rating: z.coerce
      .number({ error: 'validation.ratingInvalid' })
      .int({ error: 'validation.ratingInvalid' })
      .min(1, { error: 'validation.ratingInvalid' })
      .max(5, { error: 'validation.ratingInvalid' }),
    comment: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(REVIEW_COMMENT_MAX, { error: 'validation.reviewTooLong' })
      .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' })
      .transform((value) => value || null)
      .nullish(),
  },
  { error: 'validation.ratingInvalid' },
);
export type CreateReviewInput = z.input<typeof createReviewSchema>;
export type CreateReview = z.output<typeof createReviewSchema>;

/** The side the reviewer took in the deal. */
export const REVIEWER_ROLES = ['buyer', 'seller'] as const;

export const reviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewerRole: z.enum(REVIEWER_ROLES),
  /** Null once the reviewer deleted their account ('Usuario eliminado'); the review still counts. */
  reviewer: dealPersonSchema.nullable(),
  reviewedUserId: z.number().int(),
  productId: z.number().int().nullable(),
  /** The listing's title when the review was written; it stays when the listing is deleted. */
  productTitle: z.string(),
  /** How the reviewed sale was confirmed ('handover': "Entrega confirmada"); null for reviews from before confirmations. */
  confirmedVia: z.enum(SALE_CONFIRMATIONS).nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const listReviewsQuerySchema = z.object(pagingSchema(REVIEWS_PAGE_DEFAULT, REVIEWS_PAGE_MAX));
export type ListReviewsQuery = z.output<typeof listReviewsQuerySchema>;

export const userIdParamsSchema = z.object({ id: idSchema('validation.invalidUserId') });

/** `GET /api/users/{id}`: what anyone signed in may see of a person. Never an email, phone or exact location. */
export const publicProfileSchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  memberSince: z.string(),
  /** The national ID check. */
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  /** Average of the reviews received, two decimals; 0 without reviews. */
  rating: z.number(),
  reviewCount: z.number().int(),
  soldItemsCount: z.number().int(),
  /** Sales the buyer's handover code or the buyer confirmed; they stay when the buyer deletes their account. */
  confirmedSalesCount: z.number().int(),
  confirmedPurchasesCount: z.number().int(),
  /** Listings not sold yet. */
  activeListingsCount: z.number().int(),
  /**
   * Median minutes between someone's first message in a conversation and this person's first answer, over their
   * recent conversations; null until they have answered someone.
   */
  responseMinutes: z.number().int().nullable(),
  /** What the profile proves (issue 30): only what is true. */
  badges: badgesSchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

/** `GET /api/products/{id}/handover`: the reserved buyer's code, a QR of the link that carries it, and until when. */
export const handoverSchema = z.object({
  /** Six digits. */
  code: z.string(),
  /** An SVG data URL of the QR. */
  qr: z.string(),
  expiresAt: z.string(),
});
export type Handover = z.infer<typeof handoverSchema>;

/** `POST /api/products/{id}/handover`: the code as the seller typed or scanned it; spaces do not count. */
export const handoverCodeBodySchema = z.object(
  {
    code: z
      .string({ error: 'validation.handoverCodeInvalid' })
      .transform((value) => value.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.handoverCodeInvalid' })),
  },
  { error: 'validation.handoverCodeInvalid' },
);
export type HandoverCodeInput = z.input<typeof handoverCodeBodySchema>;
