/** SQL pieces shared by listing, search and favourites. Expressions match the indexes of migrations 0002 and 0003. */
import { and, asc, desc, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES } from '#shared/constants.ts';
import type { BoundingBox } from '#shared/geo.ts';
import { PRICE_DROP_SHOWN_MS } from '#shared/deals-constants.ts';
import { LIST_DESCRIPTION_CHARS } from '#shared/products.ts';
import type { ProductCondition, ProductSort } from '#shared/products-constants.ts';
import { favorites, places, products } from '#server/db/schema.ts';
import { notHidden, ownerNotSuspended, shownTo } from '#server/features/moderation/queries.ts';
import { placeNameOf } from '#server/features/places/service.ts';

/** A number bound now, or a placeholder a prepared statement binds when it runs. */
export type Bound = number | Placeholder;
/** A point: numbers, placeholders, or another row's values (a saved search's point). */
export type Point = { latitude: Bound | SQL; longitude: Bound | SQL };
export type Box = { [Edge in keyof BoundingBox]: Bound };

/** The great-circle distance in miles from `from` to `to` (the listing's point unless given). */
export function distanceMiles(
  from: Point,
  { latitude, longitude }: Point = {
    latitude: sql`${products.latitudeFloat}`,
    longitude: sql`${products.longitudeFloat}`,
  },
): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_MILES}::float8 * asin(sqrt(
    power(sin(radians(${latitude} - ${from.latitude}::float8) / 2), 2)
    + cos(radians(${from.latitude}::float8)) * cos(radians(${latitude}))
    * power(sin(radians(${longitude} - ${from.longitude}::float8) / 2), 2))))`;
}

/** The product's location as a point (x = longitude): the expression of the GiST index of migration 0003. */
const location = sql`point(${products.longitude}::float8, ${products.latitude}::float8)`;

const pointOf = (from: Point) => sql`point(${from.longitude}::float8, ${from.latitude}::float8)`;

/**
 * How far the product's point is from `from` on a flat map of degrees: not miles, but what the GiST index can hand
 * out nearest first (`order by` it reads the index in that order and stops at the limit).
 */
export function flatDistance(from: Point): SQL<number> {
  return sql<number>`${location} <-> ${pointOf(from)}`;
}

/** Products within `degrees` of `from` on that flat map: the GiST index answers it. */
export function withinFlatDistance(from: Point, degrees: SQL): SQL {
  return sql`${location} <@ circle(${pointOf(from)}, ${degrees})`;
}

/** Products within `radiusMiles` of `from`, checked row by row: for rows another condition has already narrowed. */
export function withinMiles(from: Point, radiusMiles: Bound): SQL {
  return sql`${distanceMiles(from)} <= ${radiusMiles}::float8`;
}

/**
 * Products within `radiusMiles` of `from`, the radius's bounding box (shared/geo.ts boundingBox) first so the GiST index
 * answers it; box and radius are given apart so each may be a placeholder.
 */
export function withinBox(from: Point, box: Box, radiusMiles: Bound): SQL {
  return sql`${location} <@ box(point(${box.minLongitude}::float8, ${box.minLatitude}::float8),
      point(${box.maxLongitude}::float8, ${box.maxLatitude}::float8))
    and ${withinMiles(from, radiusMiles)}`;
}

/** A search's to_tsquery text as the query it stands for: stems, so plurals match. */
export const searchQueryOf = (tsQuery: Placeholder | SQL): SQL =>
  sql`to_tsquery('spanish'::regconfig, ${tsQuery})`;

/**
 * Rows whose title and description (accents folded) match `query`, a tsquery: searchQueryOf, or a value computed once
 * per statement (`to_tsquery` written in a row's check parses and stems the words again for each row).
 */
export function matchesQuery(query: SQL): SQL {
  return sql`${products.searchVector} @@ ${query}`;
}

/** Rows whose title and description match a search (to_tsquery text). */
export const matchesSearch = (tsQuery: Placeholder | SQL): SQL => matchesQuery(searchQueryOf(tsQuery));

/**
 * matchesQuery checked row by row. Written as the function behind `@@`, which no index answers: where the rows come
 * from the word-cell index, the planner would otherwise also read the word's every match from the search index.
 */
export function matchesQueryRowByRow(query: SQL): SQL {
  return sql`ts_match_vq(${products.searchVector}, ${query})`;
}

/**
 * Rows having a word of the search in one of `cells` (word-cells.ts): the GIN index of migration 0018 answers it
 * with only those rows. Every row that matches the search and lies in those cells is among them.
 */
export function hasSearchWordInCells(tsQuery: Placeholder | SQL, cells: Placeholder): SQL {
  return sql`cerquita_word_cells(${products.searchVector}, ${products.latitude}, ${products.longitude})
    && cerquita_search_word_cells(${tsQuery}, ${cells}::text[])`;
}

/**
 * `products.id` with its table: in a select from one table drizzle writes bare column names, and a bare "id" inside the
 * subquery below would name favorites.id (every product then looked unfavoured).
 */
export const productId = sql`${products}.${sql.identifier(products.id.name)}`;

export function isFavoriteOf(viewerId: Bound): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${favorites} where ${favorites.userId} = ${viewerId} and ${favorites.productId} = ${productId})`;
}

/** The price before the last drop while the drop is recent enough to show; null otherwise. */
export const shownPreviousPrice = sql<string | null>`case when ${products.priceDroppedAt}
  > now() - ${sql.raw(`interval '${PRICE_DROP_SHOWN_MS / 1000} seconds'`)} then ${products.previousPrice} end`;

/** Listings whose distrito lies in the municipio. */
export function inMunicipio(municipioId: Bound | SQL): SQL {
  return sql`${products.distritoId} in (select ${places.id} from ${places} where ${places.parentId} = ${municipioId})`;
}

/** A listing's distrito and municipio as people say them ("Soyapango, San Salvador Este"); null without a distrito. */
export const placeName = placeNameOf(products.distritoId);

/** The columns a product card needs, in one select. */
export function summaryColumns(viewerId: Bound) {
  return {
    id: products.id,
    title: products.title,
    description: sql<string>`left(${products.description}, ${LIST_DESCRIPTION_CHARS})`,
    price: products.price,
    categoryId: products.categoryId,
    sellerId: products.sellerId,
    firstImage: sql<string | null>`${products.images}[1]`,
    condition: products.condition,
    isSold: products.isSold,
    status: products.status,
    previousPrice: shownPreviousPrice,
    location: products.location,
    placeName,
    latitude: products.latitude,
    longitude: products.longitude,
    createdAt: products.createdAt,
    isFavorite: isFavoriteOf(viewerId),
  };
}

/**
 * Listings the viewer's lists and search show as far as moderation goes: not hidden, not reported by the viewer nor
 * sold by someone the viewer reported, and not of a suspended seller.
 */
export function listingShownTo(viewerId: Bound): SQL {
  return (
    and(
      shownTo(viewerId, {
        type: 'product',
        id: products.id,
        authorId: products.sellerId,
        hiddenAt: products.hiddenAt,
      }),
      ownerNotSuspended(products.sellerId),
    ) ?? sql`true`
  );
}

/**
 * Listings still in the feed: an available one leaves once past its expiry; a sold one stays (a seller's list shows
 * it) and a reserved one does not expire while reserved.
 */
export const notExpired = sql<boolean>`(${products.status} <> 'available' or ${products.expiresAt} > now())`;

/** When a listing was posted or last renewed: the newest order's key, which products_listed_idx serves. */
export const listedAt = sql<Date>`coalesce(${products.renewedAt}, ${products.createdAt})`;

/** A listing moderation has not removed, whoever looks: not hidden, and its seller not suspended. */
export const listingNotRemoved = sql<boolean>`(${notHidden(products.hiddenAt)} and ${ownerNotSuspended(products.sellerId)})`;

/** Bounds of the price and condition filters; each may be a value or a placeholder. */
export type ChoiceFilters = {
  minPrice?: Bound | undefined;
  maxPrice?: Bound | undefined;
  /** The conditions joined with commas: one text whether bound now or by a prepared statement. */
  conditions?: string | Placeholder | undefined;
};

/** The price range and the conditions, as far as given. */
export function choiceFilters({ minPrice, maxPrice, conditions }: ChoiceFilters): SQL[] {
  const filters: SQL[] = [];
  if (minPrice !== undefined) filters.push(sql`${products.price} >= ${minPrice}::numeric`);
  if (maxPrice !== undefined) filters.push(sql`${products.price} <= ${maxPrice}::numeric`);
  if (conditions !== undefined)
    filters.push(sql`${products.condition} = any(string_to_array(${conditions}::text, ','))`);
  return filters;
}

export const joinedConditions = (conditions: readonly ProductCondition[] | undefined) =>
  conditions === undefined || conditions.length === 0 ? undefined : conditions.join(',');

/**
 * The order of a sorted list. Every order ends on the product id, so it is total and offset paging neither skips nor
 * repeats a product between pages. `nearest` without a distance is newest first.
 */
export function sortOrder(sort: ProductSort, distance: SQL | undefined): SQL[] {
  const newest = [desc(listedAt), desc(products.id)];
  switch (sort) {
    case 'nearest':
      return distance ? [sql`${distance} asc nulls last`, ...newest] : newest;
    case 'newest':
      return newest;
    case 'price_asc':
      return [asc(products.price), ...newest];
    case 'price_desc':
      return [desc(products.price), ...newest];
  }
}
