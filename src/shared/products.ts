import { z } from 'zod';
import { badgesSchema } from './badges.ts';
import {
  DISTANCE_OPTIONS_MILES,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  PRICE_MAX,
  PRODUCT_PHOTOS_MAX,
  TITLE_MAX,
} from './constants.ts';
import { coordinateSchema, idSchema, pagingSchema } from './contract.ts';
import { dealPersonSchema } from './deals.ts';
import { SALE_CONFIRMATIONS } from './deals-constants.ts';
import { MY_LISTING_STATUSES, PRODUCT_CONDITIONS, PRODUCT_SORTS } from './products-constants.ts';
import { imageReferenceSchema } from './uploads.ts';

/** List answers carry the start of the description (two lines on a card or the map's bottom card). */
export const LIST_DESCRIPTION_CHARS = 160;

const requiredText = (key: string, max = 10_000) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(max, { error: 'validation.tooLong' });

const price = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'validation.priceRequired' })
    .finite({ error: 'validation.priceRequired' })
    .min(0, { error: 'validation.priceInvalid' })
    .max(PRICE_MAX, { error: 'validation.priceInvalid' })
    .transform((value) => Math.round(value * 100) / 100),
);

/** Product and category ids have always been read from any numeric text. */
const productId = (key: string) => idSchema(key, 'numeric');

const productImages = z
  .array(imageReferenceSchema, { error: 'validation.imageInvalid' })
  .max(PRODUCT_PHOTOS_MAX, { error: 'validation.tooManyImages' });

const productFields = {
  title: requiredText('validation.titleRequired', TITLE_MAX),
  description: requiredText('validation.descriptionRequired', 5000),
  price,
  categoryId: productId('validation.categoryRequired'),
  condition: z.enum(PRODUCT_CONDITIONS, { error: 'validation.conditionRequired' }),
  location: requiredText('validation.locationRequired', 200),
  latitude: coordinateSchema('latitude').nullish(),
  longitude: coordinateSchema('longitude').nullish(),
  meetupLocation: requiredText('validation.meetupLocationRequired', 200),
  meetupLatitude: coordinateSchema('latitude'),
  meetupLongitude: coordinateSchema('longitude'),
  /** The distrito chosen with the place; left out, the one whose centre is nearest the listing's point. */
  distritoId: productId('validation.placeInvalid').optional(),
};

export const createProductSchema = z.object({ ...productFields, images: productImages.default([]) });
export type CreateProductInput = z.input<typeof createProductSchema>;
export type CreateProduct = z.output<typeof createProductSchema>;

/** A point is changed whole: both of its coordinates or neither. */
function bothOrNeither(first: string, second: string) {
  return (body: Record<string, unknown>) => (body[first] === undefined) === (body[second] === undefined);
}

/**
 * `PATCH /api/products/{id}`: any of the creation fields, validated alike; `images` is the whole new list, in order
 * (kept photos, new ones, none removed by leaving them out). The listing's own point may be cleared with nulls.
 */
export const updateProductSchema = z
  .object({ ...productFields, images: productImages })
  .partial()
  .refine(bothOrNeither('latitude', 'longitude'), {
    error: 'validation.invalidLatitude',
    path: ['longitude'],
  })
  .refine(bothOrNeither('meetupLatitude', 'meetupLongitude'), {
    error: 'validation.invalidLongitude',
    path: ['meetupLongitude'],
  });
export type UpdateProductInput = z.input<typeof updateProductSchema>;
export type UpdateProduct = z.output<typeof updateProductSchema>;

/** Where a listing stands: for anyone to buy, kept for one buyer, or sold. */
export const PRODUCT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/**
 * A listing's state as its page and its seller's hub show it: an available listing past its expiry reads `expired`
 * (a reserved or sold one never does); the stored status stays `available`.
 */
export const LISTING_STATUSES = [...PRODUCT_STATUSES, 'expired'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

const optionalId = productId('validation.invalid').optional();
const placeId = productId('validation.placeInvalid').optional();

const paging = pagingSchema(PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX);

/** Distance in miles; 999 means the whole country. Any positive radius is accepted. */
/** A radius in miles, up to the widest distance choice. */
export const maxDistance = z.coerce
  .number()
  .positive()
  .max(Math.max(...DISTANCE_OPTIONS_MILES))
  .optional();

/** Sold listings are left out of lists and search unless asked for (`includeSold=true`): a seller's own list shows them. */
const includeSold = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .transform((value) => value === 'true')
  .default(false);

/** A price bound in dollars: a decimal from 0 up to the highest price a listing may have. */
const priceBound = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: 'validation.priceFilterInvalid' })
    .finite({ error: 'validation.priceFilterInvalid' })
    .min(0, { error: 'validation.priceFilterInvalid' })
    .max(PRICE_MAX, { error: 'validation.priceFilterInvalid' })
    .optional(),
);

/** `condition` may be repeated (`condition=new&condition=good`); one value arrives as a string. */
const conditions = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(z.enum(PRODUCT_CONDITIONS, { error: 'validation.conditionFilterInvalid' }), {
      error: 'validation.conditionFilterInvalid',
    })
    .max(PRODUCT_CONDITIONS.length, { error: 'validation.conditionFilterInvalid' })
    .optional(),
);

const nearQuery = {
  includeSold,
  latitude: coordinateSchema('latitude').optional(),
  longitude: coordinateSchema('longitude').optional(),
  maxDistance,
  categoryId: optionalId,
  /** Only listings in this municipio or distrito (ids of the places table), besides any distance. */
  municipio: placeId,
  distrito: placeId,
  minPrice: priceBound,
  maxPrice: priceBound,
  condition: conditions,
  sort: z.enum(PRODUCT_SORTS, { error: 'validation.sortInvalid' }).optional(),
};

const priceRangeInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceRangeError = { error: 'validation.priceRangeInvalid', path: ['maxPrice'] };

export const listProductsQuerySchema = z
  .object({
    ...nearQuery,
    sellerId: optionalId,
    excludeId: optionalId,
    ...paging,
  })
  .refine(priceRangeInOrder, priceRangeError);
export type ListProductsQuery = z.output<typeof listProductsQuerySchema>;

/** The search call's parameters before the price range check, for schemas built from them (saved searches). */
export const searchProductsFields = z.object({
  q: z
    .string()
    .trim()
    .min(1, { error: 'validation.searchRequired' })
    .max(100, { error: 'validation.tooLong' })
    .refine((value) => !value.includes('\u0000'), { error: 'validation.invalid' }),
  ...nearQuery,
  ...paging,
});

/** `schema` refusing a price range whose minimum is above its maximum. */
export const withPriceRangeInOrder = <
  Schema extends z.ZodType<{ minPrice?: number | undefined; maxPrice?: number | undefined }>,
>(
  schema: Schema,
) => schema.refine(priceRangeInOrder, priceRangeError);

export const searchProductsQuerySchema = withPriceRangeInOrder(searchProductsFields);
export type SearchProductsQuery = z.output<typeof searchProductsQuerySchema>;

export const productIdParamsSchema = z.object({ id: productId('validation.invalidProductId') });

export const sellerSummarySchema = z.object({
  id: z.number().int(),
  /** First name and last initial, "Ana M." (displayNameOf): never the last name. */
  displayName: z.string(),
  profileImageUrl: z.string().nullable(),
  reviewCount: z.number().int(),
  /** Average of the reviews received, two decimals; 0 without reviews. */
  rating: z.number(),
  isVerified: z.boolean(),
  emailVerified: z.boolean(),
  confirmedSalesCount: z.number().int(),
  /** What the seller's profile proves (issue 30), shown on the listing's seller row. */
  badges: badgesSchema,
});

/** A product in a list: what a card, the map and the favourites view need. */
export const productSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  price: z.string(),
  categoryId: z.number().int(),
  sellerId: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  isSold: z.boolean(),
  status: z.enum(PRODUCT_STATUSES),
  /** The price before the last drop, while the drop is recent (shown struck through); null otherwise. */
  previousPrice: z.string().nullable(),
  location: z.string().nullable(),
  /** Its distrito and municipio ("Soyapango, San Salvador Este"); null when it has none. */
  placeName: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  createdAt: z.string(),
  distance: z.number().optional(),
  isFavorite: z.boolean(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productSchema = productSummarySchema.extend({
  status: z.enum(LISTING_STATUSES),
  images: z.array(z.string()),
  isAvailable: z.boolean(),
  isPromoted: z.boolean(),
  meetupLocation: z.string().nullable(),
  meetupLatitude: z.number().nullable(),
  meetupLongitude: z.number().nullable(),
  updatedAt: z.string(),
  seller: sellerSummarySchema.nullable(),
  /** The caller is the buyer it is reserved for: they, and nobody else, may still make offers. */
  reservedForYou: z.boolean(),
  /** Who it is reserved for: shown to the seller only. */
  reservedFor: dealPersonSchema.nullable(),
  /** Until when the reservation holds (then the product is available again); null unless reserved. */
  reservedUntil: z.string().nullable(),
  /** The seller may still extend the reservation (once per reservation); false for anyone else. */
  canExtendReservation: z.boolean(),
  /** Until when it shows in the feed unless renewed: told to its seller only, null for anyone else. */
  expiresAt: z.string().nullable(),
  /** Who bought it through Cerquita: shown to the seller and to that buyer. */
  soldTo: dealPersonSchema.nullable(),
  soldAt: z.string().nullable(),
  /** When and how the sale was confirmed (the buyer's handover code, or the buyer's word); null while unconfirmed. */
  confirmedAt: z.string().nullable(),
  confirmedVia: z.enum(SALE_CONFIRMATIONS).nullable(),
  /** The caller is the recorded buyer of a sale nobody confirmed yet: they may confirm it. */
  canConfirmPurchase: z.boolean(),
  /** Until when the seller may undo the sale; null when they may not (anyone else, too late, or reviewed). */
  undoSoldUntil: z.string().nullable(),
  /** The caller took part in the confirmed sale (seller or buyer), within the review window, and has not reviewed yet. */
  canReview: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;

/** `GET /api/me/listings`: one tab of the caller's own listings, available when left out, paged as other lists. */
export const myListingsQuerySchema = z.object({
  status: z.enum(MY_LISTING_STATUSES, { error: 'validation.listingStatusInvalid' }).default('available'),
  ...paging,
});
export type MyListingsQuery = z.output<typeof myListingsQuerySchema>;

/** How a listing does: its views (once per reader and day, its seller's own not), favourites and conversations. */
export const listingStatsSchema = z.object({
  views: z.number().int(),
  favorites: z.number().int(),
  conversations: z.number().int(),
});

/**
 * A listing in the seller hub: its card (status `expired` once past its expiry), until when it shows in the feed
 * unless renewed, from when it may be renewed, and its stats.
 */
export const myListingSchema = productSummarySchema.extend({
  status: z.enum(LISTING_STATUSES),
  expiresAt: z.string(),
  renewableAt: z.string(),
  stats: listingStatsSchema,
});
export type MyListing = z.infer<typeof myListingSchema>;

export const favoriteToggleSchema = z.object({ favorited: z.boolean() });
export const favoriteSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  createdAt: z.string(),
  product: productSummarySchema,
});
export type Favorite = z.infer<typeof favoriteSchema>;
