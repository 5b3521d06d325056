import { and, eq, fillPlaceholders, ne, sql, type SQL } from 'drizzle-orm';
import { boundingBox } from '#shared/geo.ts';
import type { ListProductsQuery, ProductSummary } from '#shared/products.ts';
import type { ProductSort } from '#shared/products-constants.ts';
import type { Database } from '#server/db/client.ts';
import { products } from '#server/db/schema.ts';
import { notBlockedBy } from '#server/features/blocks/queries.ts';
import {
  choiceFilters,
  distanceMiles,
  joinedConditions,
  listingShownTo,
  matchesSearch,
  sortOrder,
  summaryColumns,
  withinBox,
} from './queries.ts';
import { origin, toSummary } from './service.ts';

/**
 * `GET /api/products`. Nearest-first lists read rings of growing radius — 0.25, 1, 4, 16… miles, then the asked
 * radius — and the first ring that fills the page (or the last ring) is the answer. Exact: a full page within a ring
 * holds the nearest rows, since every row outside the ring is farther than every row in it. Where listings are dense,
 * 24 nearest of 100,000 then read the few hundred rows of a small bounding box instead of sorting every row within
 * 3 miles.
 *
 * Search is this listing with one more filter, the full-text match, so it reads matches ring by ring too: near San
 * Salvador, the matches near San Salvador rather than every match in the country.
 *
 * Each statement is prepared once per shape (which filters it has) and database: a call only binds values, so the
 * listing spends its time in PostgreSQL rather than in building SQL (decision 0012).
 */
const FIRST_RING_MILES = 0.25;
/** A search's matches are a few in a hundred listings: its first ring is wider, or it would mostly come back short. */
const FIRST_SEARCH_RING_MILES = 1;
const RING_GROWTH = 4;
/** A ring this wide spans the country; without a radius, the next step is the whole table. */
const WIDEST_RING_MILES = 256;

function ringRadii(maxDistance: number | undefined, firstRing: number): (number | undefined)[] {
  const radii: (number | undefined)[] = [];
  const end = maxDistance ?? Number.POSITIVE_INFINITY;
  for (let radius = firstRing; radius < end && radius <= WIDEST_RING_MILES; radius *= RING_GROWTH)
    radii.push(radius);
  return [...radii, maxDistance];
}

/** The optional parts a listing statement may have; `text` is a search's full-text query every row must match. */
export const SHAPE_PARTS = [
  'near',
  'radius',
  'category',
  'seller',
  'exclude',
  'unsold',
  'minPrice',
  'maxPrice',
  'conditions',
  'text',
] as const;
type ShapePart = (typeof SHAPE_PARTS)[number];

/** Which optional parts a listing statement has, and its order. */
type Shape = Record<ShapePart, boolean> & { order: ProductSort };

const bound = {
  viewerId: sql.placeholder('viewerId'),
  latitude: sql.placeholder('latitude'),
  longitude: sql.placeholder('longitude'),
  radius: sql.placeholder('radius'),
  minLatitude: sql.placeholder('minLatitude'),
  maxLatitude: sql.placeholder('maxLatitude'),
  minLongitude: sql.placeholder('minLongitude'),
  maxLongitude: sql.placeholder('maxLongitude'),
  categoryId: sql.placeholder('categoryId'),
  sellerId: sql.placeholder('sellerId'),
  excludeId: sql.placeholder('excludeId'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  conditions: sql.placeholder('conditions'),
  tsQuery: sql.placeholder('tsQuery'),
  limit: sql.placeholder('limit'),
  offset: sql.placeholder('offset'),
};

/**
 * One letter per optional part, each its own: PostgreSQL cuts statement names at 63 characters, and cut names, or two
 * parts sharing a letter, would give two shapes one name.
 */
const PART_LETTERS: Record<ShapePart, string> = {
  near: 'n',
  radius: 'r',
  category: 'c',
  seller: 's',
  exclude: 'x',
  unsold: 'u',
  minPrice: 'l',
  maxPrice: 'h',
  conditions: 'k',
  text: 't',
};

/** The name a statement of this order with the parts `has` holds is prepared under. */
export const statementName = (order: ProductSort, has: (part: ShapePart) => boolean) =>
  `list_products_${order}_${SHAPE_PARTS.filter(has)
    .map((part) => PART_LETTERS[part])
    .join('')}`;

const shapeName = (shape: Shape) => statementName(shape.order, (part) => shape[part]);

function prepareStatement(db: Database, shape: Shape) {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const filters: SQL[] = [notBlockedBy(bound.viewerId, products.sellerId), listingShownTo(bound.viewerId)];
  if (shape.category) filters.push(eq(products.categoryId, bound.categoryId));
  if (shape.radius) filters.push(withinBox(from, bound, bound.radius));
  if (shape.seller) filters.push(eq(products.sellerId, bound.sellerId));
  if (shape.exclude) filters.push(ne(products.id, bound.excludeId));
  if (shape.unsold) filters.push(ne(products.status, 'sold'));
  if (shape.text) filters.push(matchesSearch(bound.tsQuery));
  filters.push(
    ...choiceFilters({
      minPrice: shape.minPrice ? bound.minPrice : undefined,
      maxPrice: shape.maxPrice ? bound.maxPrice : undefined,
      conditions: shape.conditions ? bound.conditions : undefined,
    }),
  );
  const distance = shape.near ? distanceMiles(from) : undefined;
  return db
    .select({ ...summaryColumns(bound.viewerId), distance: distance ?? sql<null>`null` })
    .from(products)
    .where(and(...filters))
    .orderBy(...sortOrder(shape.order, distance))
    .limit(bound.limit)
    .offset(bound.offset)
    .prepare(shapeName(shape));
}

type Prepared = ReturnType<typeof prepareStatement>;
const preparedByDatabase = new WeakMap<Database, Map<string, Prepared>>();

function preparedFor(db: Database, shape: Shape): Prepared {
  const name = shapeName(shape);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  const existing = prepared.get(name);
  if (existing) return existing;
  const created = prepareStatement(db, shape);
  prepared.set(name, created);
  return created;
}

type Run = { name: string; prepared: Prepared; values: Record<string, number | string> };

/** A listing, or a search: the same filters plus `tsQuery`, the words every row must match (to_tsquery text). */
export type ListingQuery = ListProductsQuery & { tsQuery?: string | undefined };

/** The order asked for; left out, nearest first (which is newest first without a location). */
const orderOf = (query: ListingQuery): ProductSort => query.sort ?? 'nearest';

function ringRun(db: Database, viewerId: number, query: ListingQuery, radius: number | undefined): Run {
  const from = origin(query);
  const shape: Shape = {
    near: from !== undefined,
    radius: from !== undefined && radius !== undefined,
    category: query.categoryId !== undefined,
    seller: query.sellerId !== undefined,
    exclude: query.excludeId !== undefined,
    unsold: !query.includeSold,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    conditions: joinedConditions(query.condition) !== undefined,
    text: query.tsQuery !== undefined,
    order: orderOf(query),
  };
  const box = from && radius !== undefined ? boundingBox(from, radius) : {};
  const optional = {
    categoryId: query.categoryId,
    sellerId: query.sellerId,
    excludeId: query.excludeId,
    radius,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    conditions: joinedConditions(query.condition),
    tsQuery: query.tsQuery,
  };
  const values: Record<string, number | string> = {
    viewerId,
    limit: query.limit,
    offset: query.offset,
    ...from,
    ...box,
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) values[name] = value;
  return { name: shapeName(shape), prepared: preparedFor(db, shape), values };
}

/**
 * The statements a listing may run, in order: rings when nearest-first, a single one otherwise (other orders, and a
 * seller's products, which are few).
 */
function listingRuns(db: Database, viewerId: number, query: ListingQuery): Run[] {
  const inRings = origin(query) && query.sellerId === undefined && orderOf(query) === 'nearest';
  const firstRing = query.tsQuery === undefined ? FIRST_RING_MILES : FIRST_SEARCH_RING_MILES;
  const radii = inRings ? ringRadii(query.maxDistance, firstRing) : [query.maxDistance];
  return radii.map((radius) => ringRun(db, viewerId, query, radius));
}

/**
 * Products in the asked order (with `distance` in miles when a location is given); by default nearest first, newest
 * first without a location.
 */
export async function listProducts(
  db: Database,
  viewerId: number,
  query: ListingQuery,
): Promise<ProductSummary[]> {
  let rows: Awaited<ReturnType<Prepared['execute']>> = [];
  for (const { prepared, values } of listingRuns(db, viewerId, query)) {
    rows = await prepared.execute(values);
    if (rows.length === query.limit) break;
  }
  return rows.map(toSummary);
}

/** The listing's statements as PostgreSQL receives them — name, text and values — for the benchmark's raw floor. */
export function listingStatements(db: Database, viewerId: number, query: ListingQuery) {
  return listingRuns(db, viewerId, query).map(({ name, prepared, values }) => {
    const { sql: text, params } = prepared.getQuery();
    return { name, text, values: fillPlaceholders(params, values) };
  });
}
