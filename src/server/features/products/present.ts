import { approximateLocation } from '#shared/geo.ts';
import type { Product, ProductStatus, ProductSummary } from '#shared/products.ts';
import type { ProductCondition } from '#shared/products-constants.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';

/** A card's columns as the listing, search and favourites read them. */
export type SummaryRow = {
  id: number;
  title: string;
  description: string;
  price: string;
  categoryId: number;
  sellerId: number;
  /** The first photo only: a card shows one, and reading the whole array costs a parse per row. */
  firstImage: string | null;
  condition: ProductCondition;
  isSold: boolean;
  status: ProductStatus;
  previousPrice: string | null;
  location: string | null;
  placeName: string | null;
  latitude: string | null;
  longitude: string | null;
  createdAt: Date;
  isFavorite: boolean;
  distance?: number | null;
};

/** A numeric column, which the driver gives as text, as a number. */
export const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** A card as the API answers it. */
export function toSummary(row: SummaryRow): ProductSummary {
  const { firstImage } = row;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    categoryId: row.categoryId,
    sellerId: row.sellerId,
    thumbnailUrl: firstImage ? thumbnailUrlOf(firstImage) : null,
    condition: row.condition,
    isSold: row.isSold,
    status: row.status,
    previousPrice: row.previousPrice,
    location: row.location,
    placeName: row.placeName,
    latitude: toNumber(row.latitude),
    longitude: toNumber(row.longitude),
    createdAt: row.createdAt.toISOString(),
    isFavorite: row.isFavorite,
    ...(row.distance === undefined || row.distance === null ? {} : { distance: Number(row.distance) }),
  };
}

/**
 * A listing's page as a visitor sees it: the meetup point snapped to the location grid, as the listing's own point
 * is, so only signed-in people learn the exact spot the seller proposes.
 */
export function withCoarseMeetup(product: Product): Product {
  const { meetupLatitude: latitude, meetupLongitude: longitude } = product;
  if (latitude === null || longitude === null) return product;
  const coarse = approximateLocation({ latitude, longitude });
  return { ...product, meetupLatitude: coarse.latitude, meetupLongitude: coarse.longitude };
}
