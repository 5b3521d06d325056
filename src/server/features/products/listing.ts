import { and, eq, fillPlaceholders, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
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
 * every row outside a ring is farther than every row in it. The rings are one statement: a ring reads only when the
 * rings before it came back short, so a search is one round trip. A search within a radius reads its rows from the word-cell
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

/** The names of a ring's place values: its radius, bounding box and grid cells, apart for each ring of a statement. */
const RING_VALUES = [
  'radius',
  'minLatitude',
  'maxLatitude',
  'minLongitude',
  'maxLongitude',
  'cells',
] as const;
type RingValue = (typeof RING_VALUES)[number];
const ringValueName = (name: RingValue, ring: number) => `${name}${ring}`;

/** The placeholders of ring `ring`'s place. */
function ringBound(ring: number): Record<RingValue, Placeholder> {
  const named = (name: RingValue) => sql.placeholder(ringValueName(name, ring));
  return {
    radius: named('radius'),
    minLatitude: named('minLatitude'),
    maxLatitude: named('maxLatitude'),
    minLongitude: named('minLongitude'),
    maxLongitude: named('maxLongitude'),
    cells: named('cells'),
  };
}

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

/** A ring after the first, by one letter: read through the word cells, the location index, or everywhere. */
const ringLetter = (shape: Shape) => (shape.wordCells ? 'w' : shape.radius ? 'r' : 'a');

/** The name of a statement reading `shapes` as rings: the first ring's shape, then a letter for each further ring. */
const ringsName = ([first, ...rest]: readonly [Shape, ...Shape[]]) =>
  rest.length === 0 ? shapeName(first) : `${shapeName(first)}_${rest.map(ringLetter).join('')}`;

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

/**
 * One ring's select: the products of `shape` in the asked order, a page of them. `gate`, when given, must hold for the
 * select to read any row (PostgreSQL checks it once, before reading). Each row says which ring it comes from.
 */
function ringSelect(db: Database, shape: Shape, ring: number, gate: SQL | undefined) {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const place = ringBound(ring);
  const filters: SQL[] = [notBlockedBy(bound.viewerId, products.sellerId), listingShownTo(bound.viewerId)];
  if (gate) filters.push(gate);
  if (shape.category) filters.push(eq(products.categoryId, bound.categoryId));
  if (shape.wordCells)
    filters.push(hasSearchWordInCells(bound.tsQuery, place.cells), withinMiles(from, place.radius));
  else if (shape.radius) filters.push(withinBox(from, place, place.radius));
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
  const columns = summaryColumns(bound.viewerId);
  return db
    .select({
      ...columns,
      // Named, so that a ring read as a common table expression can be selected from.
      description: columns.description.as('description'),
      firstImage: columns.firstImage.as('first_image'),
      previousPrice: columns.previousPrice.as('shown_previous_price'),
      isFavorite: columns.isFavorite.as('is_favorite'),
      distance: (distance ?? sql<null>`null`).as('distance'),
      ring: sql<number>`${sql.raw(String(ring))}::int`.as('ring'),
    })
    .from(products)
    .where(and(...filters))
    .orderBy(...sortOrder(shape.order, distance))
    .limit(bound.limit)
    .offset(bound.offset);
}

/**
 * The statement reading `shapes` as rings, each ring a common table expression that reads only when every ring
 * before it came back short of a page: the rows of the rings that read, each saying its ring. One round trip
 * instead of one per ring.
 */
function prepareRings(db: Database, shapes: readonly [Shape, ...Shape[]]) {
  const [first, ...rest] = shapes;
  const name = ringsName(shapes);
  if (rest.length === 0) return ringSelect(db, first, 0, undefined).prepare(name);
  const ringName = (index: number): string => `ring_${index}`;
  const rings = [db.$with(ringName(0)).as(ringSelect(db, first, 0, undefined))];
  for (const [index, shape] of rest.entries()) {
    const short = rings.map((ring) => sql`(select count(*) from ${ring}) < ${bound.limit}`);
    rings.push(db.$with(ringName(index + 1)).as(ringSelect(db, shape, index + 1, and(...short))));
  }
  const [ring0, ring1, ...others] = rings.map((ring) => db.select().from(ring));
  if (!ring0 || !ring1) throw new Error('rings need two selects');
  return db
    .with(...rings)
    .select()
    .from(unionAll(ring0, ring1, ...others).as('rings'))
    .prepare(name);
}

type Prepared = ReturnType<typeof prepareRings>;
const preparedByDatabase = new WeakMap<Database, Map<string, Prepared>>();

function preparedFor(db: Database, shapes: readonly [Shape, ...Shape[]]): Prepared {
  const name = ringsName(shapes);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  const existing = prepared.get(name);
  if (existing) return existing;
  const created = prepareRings(db, shapes);
  prepared.set(name, created);
  return created;
}

type Value = number | string | string[];
type Run = { name: string; prepared: Prepared; values: Record<string, Value> };

/** A listing, or a search: the same filters plus `tsQuery`, the words every row must match (to_tsquery text). */
export type ListingQuery = ListProductsQuery & { tsQuery?: string | undefined };

/** The order asked for; left out, nearest first (which is newest first without a location). */
const orderOf = (query: ListingQuery): ProductSort => query.sort ?? 'nearest';

/** One ring's shape and place values: within `radius` miles (everywhere when undefined). */
function ring(query: ListingQuery, index: number, radius: number | undefined, nearestCut: boolean) {
  const from = origin(query);
  const box = from && radius !== undefined ? boundingBox(from, radius) : undefined;
  const cells = box && query.tsQuery !== undefined ? cellsCovering(box) : undefined;
  const shape: Shape = {
    near: from !== undefined,
    radius: box !== undefined,
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
  const place: Partial<Record<RingValue, Value>> = { radius, cells, ...(cells ? {} : box) };
  const values: Record<string, Value> = {};
  for (const name of RING_VALUES) {
    const value = place[name];
    if (value !== undefined) values[ringValueName(name, index)] = value;
  }
  return { shape, values };
}

/**
 * The statement a listing runs and its values: rings for a nearest-first search, a single one otherwise (through the
 * index's flat order when nearest first; a seller's products are few and simply sorted).
 */
function listingRun(db: Database, viewerId: number, query: ListingQuery): Run {
  const nearestFirst =
    origin(query) !== undefined && query.sellerId === undefined && orderOf(query) === 'nearest';
  const search = nearestFirst && query.tsQuery !== undefined;
  const radii = search ? ringRadii(query.maxDistance) : [query.maxDistance];
  const [first, ...rest] = radii.map((radius, index) => ring(query, index, radius, nearestFirst && !search));
  if (!first) throw new Error('a listing reads at least one ring');
  const shapes: [Shape, ...Shape[]] = [first.shape, ...rest.map((each) => each.shape)];
  const optional = {
    categoryId: query.categoryId,
    sellerId: query.sellerId,
    excludeId: query.excludeId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    conditions: joinedConditions(query.condition),
    tsQuery: query.tsQuery,
  };
  const values: Record<string, Value> = {
    viewerId,
    limit: query.limit,
    offset: query.offset,
    ...origin(query),
    ...first.values,
    ...Object.assign({}, ...rest.map((each) => each.values)),
  };
  for (const [name, value] of Object.entries(optional)) if (value !== undefined) values[name] = value;
  return { name: ringsName(shapes), prepared: preparedFor(db, shapes), values };
}

/**
 * Products in the asked order (with `distance` in miles when a location is given); by default nearest first, newest
 * first without a location. Of rings, the answer is the last ring that read: the first to fill the page, or the
 * widest.
 */
export async function listProducts(
  db: Database,
  viewerId: number,
  query: ListingQuery,
): Promise<ProductSummary[]> {
  const { prepared, values } = listingRun(db, viewerId, query);
  const rows = await prepared.execute(values);
  const answering = Math.max(0, ...rows.map((row) => row.ring));
  return rows.filter((row) => row.ring === answering).map(toSummary);
}

/** The listing's statement as PostgreSQL receives it — name, text and values — for the benchmark's raw floor. */
export function listingStatement(db: Database, viewerId: number, query: ListingQuery) {
  const { name, prepared, values } = listingRun(db, viewerId, query);
  const { sql: text, params } = prepared.getQuery();
  return { name, text, values: fillPlaceholders(params, values) };
}
