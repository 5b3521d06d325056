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
  flatDistance,
  joinedConditions,
  listingShownTo,
  hasSearchWordInCells,
  matchesSearch,
  matchesSearchRowByRow,
  sortOrder,
  summaryColumns,
  withinBox,
  withinFlatDistance,
  withinMiles,
} from './queries.ts';
import { origin, toSummary } from './service.ts';
import { cellsCovering } from './word-cells.ts';

/**
 * `GET /api/products`. A nearest-first list is one statement in two steps. First the GiST index hands out the
 * eligible products nearest on a flat map of degrees until it reaches the last one the page needs (`cut`): 24 rows
 * read, not every row within the radius. Then every eligible product within `cut` stretched by the most a flat degree
 * can be off from miles there is sorted by its distance in miles. Exact: the page's products are all in that circle,
 * ties included, so a page holds the same products in the same order as sorting every row (decision 0025).
 *
 * Search is this listing with one more filter, the full-text match. Matches are a few in a hundred listings, so the
 * index would hand out many non-matching neighbours first: search reads rings of growing radius instead — 2, 8, 32…
 * miles, then the asked radius — and the first ring that fills the page (or the last ring) is the answer. Exact too:
 * every row outside a ring is farther than every row in it. A search within a radius reads its rows from the word-cell
 * index (migration 0018): only the products of its words in the grid cells covering the radius.
 *
 * Each statement is prepared once per shape (which filters it has) and database: a call only binds values, so the
 * listing spends its time in PostgreSQL rather than in building SQL (decision 0012).
 */
/** Near a city, 2 miles hold a page of matches for a common word; 1 mile mostly came back short. */
const FIRST_SEARCH_RING_MILES = 2;
const RING_GROWTH = 4;
/**
 * How much farther than `cut` the second step looks, beyond the 1 / cos(latitude) by which a degree of longitude is
 * shorter than one of latitude: enough for the curvature of the Earth at any distance a list is asked for.
 */
const FLAT_DISTANCE_MARGIN = 1.1;
/** A flat distance in degrees beyond any point on Earth: the second step's circle when fewer rows than a page exist. */
const EVERYWHERE_DEGREES = 1000;
/** A ring this wide spans the country; without a radius, the next step is the whole table. */
const WIDEST_RING_MILES = 256;

function ringRadii(maxDistance: number | undefined): (number | undefined)[] {
  const radii: (number | undefined)[] = [];
  const end = maxDistance ?? Number.POSITIVE_INFINITY;
  for (
    let radius = FIRST_SEARCH_RING_MILES;
    radius < end && radius <= WIDEST_RING_MILES;
    radius *= RING_GROWTH
  )
    radii.push(radius);
  return [...radii, maxDistance];
}

/**
 * The optional parts a listing statement may have; `text` is a search's full-text query every row must match;
 * `wordCells` reads a search's rows within the radius through the word-cell index rather than the location and search
 * indexes; `nearestCut` reads nearest first through the index's flat order rather than sorting every row within the
 * radius.
 */
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
  'wordCells',
  'nearestCut',
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
  cells: sql.placeholder('cells'),
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
  wordCells: 'w',
  nearestCut: 'q',
};

/** The name a statement of this order with the parts `has` holds is prepared under. */
export const statementName = (order: ProductSort, has: (part: ShapePart) => boolean) =>
  `list_products_${order}_${SHAPE_PARTS.filter(has)
    .map((part) => PART_LETTERS[part])
    .join('')}`;

const shapeName = (shape: Shape) => statementName(shape.order, (part) => shape[part]);

/**
 * The flat distance within which the page's products all lie: that of the page's last product in the index's flat
 * order (every product of the page has one at most as far, so `cut` in miles bounds the page), widened by how much
 * shorter a degree of longitude is up to that far from the equator, and a margin. Everywhere when fewer rows exist.
 */
function nearestCutDegrees(eligible: SQL | undefined): SQL {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const cut = sql`(select ${flatDistance(from)} as degrees from ${products} where ${eligible ?? sql`true`}
    order by ${flatDistance(from)} limit 1 offset (${bound.offset}::int + ${bound.limit}::int - 1))`;
  return sql`coalesce((select cut.degrees * ${FLAT_DISTANCE_MARGIN}::float8
    / cos(radians(least(89.9, abs(${bound.latitude}::float8) + cut.degrees))) from ${cut} as cut),
    ${EVERYWHERE_DEGREES}::float8)`;
}

function prepareStatement(db: Database, shape: Shape) {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const filters: SQL[] = [notBlockedBy(bound.viewerId, products.sellerId), listingShownTo(bound.viewerId)];
  if (shape.category) filters.push(eq(products.categoryId, bound.categoryId));
  if (shape.wordCells)
    filters.push(hasSearchWordInCells(bound.tsQuery, bound.cells), withinMiles(from, bound.radius));
  else if (shape.radius) filters.push(withinBox(from, bound, bound.radius));
  if (shape.seller) filters.push(eq(products.sellerId, bound.sellerId));
  if (shape.exclude) filters.push(ne(products.id, bound.excludeId));
  if (shape.unsold) filters.push(ne(products.status, 'sold'));
  if (shape.text)
    filters.push(shape.wordCells ? matchesSearchRowByRow(bound.tsQuery) : matchesSearch(bound.tsQuery));
  filters.push(
    ...choiceFilters({
      minPrice: shape.minPrice ? bound.minPrice : undefined,
      maxPrice: shape.maxPrice ? bound.maxPrice : undefined,
      conditions: shape.conditions ? bound.conditions : undefined,
    }),
  );
  if (shape.nearestCut) filters.push(withinFlatDistance(from, nearestCutDegrees(and(...filters))));
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

type Run = { name: string; prepared: Prepared; values: Record<string, number | string | string[]> };

/** A listing, or a search: the same filters plus `tsQuery`, the words every row must match (to_tsquery text). */
export type ListingQuery = ListProductsQuery & { tsQuery?: string | undefined };

/** The order asked for; left out, nearest first (which is newest first without a location). */
const orderOf = (query: ListingQuery): ProductSort => query.sort ?? 'nearest';

function listingRun(
  db: Database,
  viewerId: number,
  query: ListingQuery,
  radius: number | undefined,
  nearestCut: boolean,
): Run {
  const from = origin(query);
  const box = from && radius !== undefined ? boundingBox(from, radius) : undefined;
  const cells = box && query.tsQuery !== undefined ? cellsCovering(box) : undefined;
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
    wordCells: cells !== undefined,
    nearestCut,
    order: orderOf(query),
  };
  const optional = {
    categoryId: query.categoryId,
    sellerId: query.sellerId,
    excludeId: query.excludeId,
    radius,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    conditions: joinedConditions(query.condition),
    tsQuery: query.tsQuery,
    cells,
  };
  const values: Record<string, number | string | string[]> = {
    viewerId,
    limit: query.limit,
    offset: query.offset,
    ...from,
    ...(cells ? {} : box),
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) values[name] = value;
  return { name: shapeName(shape), prepared: preparedFor(db, shape), values };
}

/**
 * The statements a listing may run, in order: rings for a nearest-first search, a single one otherwise (through the
 * index's flat order when nearest first; a seller's products are few and simply sorted).
 */
function listingRuns(db: Database, viewerId: number, query: ListingQuery): Run[] {
  const nearestFirst =
    origin(query) !== undefined && query.sellerId === undefined && orderOf(query) === 'nearest';
  if (nearestFirst && query.tsQuery !== undefined)
    return ringRadii(query.maxDistance).map((radius) => listingRun(db, viewerId, query, radius, false));
  return [listingRun(db, viewerId, query, query.maxDistance, nearestFirst)];
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
