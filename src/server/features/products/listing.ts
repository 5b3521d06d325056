/**
 * `GET /api/products`. A nearest-first list is one statement in two steps. First the GiST index hands out the
 * eligible products nearest on a flat map of degrees until it reaches the last one the page needs (`cut`): 24 rows
 * read, not every row within the radius. Then every eligible product within `cut` stretched by the most a flat degree
 * can be off from miles there is sorted by its distance in miles. Exact: the page's products are all in that circle,
 * ties included, so a page holds the same products in the same order as sorting every row (decision 0025).
 *
 * Search is this listing with one more filter, the full-text match. Matches are a few in a hundred listings, so the
 * index would hand out many non-matching neighbours first: search reads rings of growing radius instead — 3, 12, 48…
 * miles, then the asked radius — and the first ring that fills the page (or the last ring) is the answer. Exact too:
 * every row outside a ring is farther than every row in it. The rings are one statement: a ring reads only when the
 * rings before it came back short, so a search is one round trip. A search within a radius reads its rows from the word-cell
 * index (migration 0018): only the products of its words in the grid cells covering the radius.
 *
 * Each statement is prepared once per shape (which filters it has) and database: a call only binds values, so the
 * listing spends its time in PostgreSQL rather than in building SQL (decision 0012).
 */
import { and, eq, fillPlaceholders, ne, sql, type Placeholder, type Query, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { boundingBox, type LatLng } from '#shared/geo.ts';
import type { ListProductsQuery, ProductSummary } from '#shared/products.ts';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { VISITOR_HOME_RADIUS_MILES, type ProductSort } from '#shared/products-constants.ts';
import type { Database } from '#server/db/client.ts';
import { preparedByPosition } from '#server/db/prepared-by-position.ts';
import { products } from '#server/db/schema.ts';
import { notBlockedBy } from '#server/features/blocks/queries.ts';
import {
  inMunicipio,
  choiceFilters,
  distanceMiles,
  flatDistance,
  joinedConditions,
  listingShownTo,
  hasSearchWordInCells,
  matchesQuery,
  matchesQueryRowByRow,
  notExpired,
  searchQueryOf,
  sortOrder,
  summaryColumns,
  withinBox,
  withinFlatDistance,
  withinMiles,
} from './queries.ts';
import { listingRowOf } from './listing-rows.ts';
import { toSummary } from './present.ts';
import { askedWordSlots, spelledTsQueries } from './spelling.ts';
import { cellsCovering } from './word-cells.ts';

/**
 * Near a city, 3 miles hold a page of matches for most words. Read through the word cells, a first ring of 2 or 4
 * miles cost more under load: the smaller came back short more often, the larger read more rows.
 */
const FIRST_SEARCH_RING_MILES = 3;
const RING_GROWTH = 4;
/** Relative widening of the nearest cut against floating-point rounding. */
const ROUNDING_MARGIN = 1e-9;
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
  'distrito',
  'municipio',
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
  distritoId: sql.placeholder('distritoId'),
  municipioId: sql.placeholder('municipioId'),
  excludeId: sql.placeholder('excludeId'),
  minPrice: sql.placeholder('minPrice'),
  maxPrice: sql.placeholder('maxPrice'),
  conditions: sql.placeholder('conditions'),
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
  distrito: 'd',
  municipio: 'm',
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

/**
 * The name of a statement reading `shapes` as rings: the first ring's shape, a letter for each further ring, and the
 * number of word slots of a search.
 */
const statementNameOf = ([first, ...rest]: readonly [Shape, ...Shape[]], slots: number) =>
  [
    shapeName(first),
    ...(rest.length > 0 ? [rest.map(ringLetter).join('')] : []),
    ...(slots > 0 ? [slots] : []),
  ].join('_');

/**
 * A search's word slots: the powers of two, so that a handful of statements serve every length (a word slot left
 * empty is null and read as no word).
 */
const wordSlotCount = (words: number) => (words === 0 ? 0 : 2 ** Math.ceil(Math.log2(words)));

/**
 * The flat distance within which the page's products all lie, exactly. Let c be the flat distance (radians) of the
 * page's last product in the index's flat order. Those products all lie within c, so the page's products lie within
 * D = 2R·asin(c/2) miles: the haversine's terms are at most the flat ones. A product farther in latitude than D/R is
 * farther than D. Any other lies where |latitude| ≤ m = |the point's latitude| + D/R, and its haversine is at least
 * cos²m·sin²(f/2) for its flat distance f (sin² of a square root is concave). So a product within D has
 * f ≤ 2·asin((c/2) / cos m): that is the cut, widened only against rounding. Everywhere when fewer rows exist or the
 * bound reaches a pole. (Flat distances ignore the antimeridian, as the location index does.)
 */
function nearestCutDegrees(eligible: SQL | undefined): SQL {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const cut = sql`(select ${flatDistance(from)} as degrees from ${products} where ${eligible ?? sql`true`}
    order by ${flatDistance(from)} limit 1 offset (${bound.offset}::int + ${bound.limit}::int - 1))`;
  const widened = sql`(select half_chord, abs(${bound.latitude}::float8) + degrees(2 * asin(half_chord)) as reach
    from (select least(1, radians(cut.degrees) / 2) as half_chord from ${cut} as cut) as chord)`;
  return sql`coalesce((select case when reach >= 90 or half_chord / cos(radians(reach)) >= 1
      then ${EVERYWHERE_DEGREES}::float8
      else degrees(2 * asin(half_chord / cos(radians(reach)))) * ${1 + ROUNDING_MARGIN}::float8 end
    from ${widened} as widened), ${EVERYWHERE_DEGREES}::float8)`;
}

/** A search's words as the rings read them: its to_tsquery text, and that text's query computed once. */
type Spelled = { tsQuery: SQL; query: SQL };

/** Where a ring's rows come from and in which order: its conditions, the distance in miles, the order. */
function ringConditions(shape: Shape, ring: number, gate: SQL | undefined, search: Spelled) {
  const from = { latitude: bound.latitude, longitude: bound.longitude };
  const place = ringBound(ring);
  const filters: SQL[] = [
    notBlockedBy(bound.viewerId, products.sellerId),
    listingShownTo(bound.viewerId),
    notExpired,
  ];
  if (gate) filters.push(gate);
  if (shape.category) filters.push(eq(products.categoryId, bound.categoryId));
  if (shape.wordCells)
    filters.push(hasSearchWordInCells(search.tsQuery, place.cells), withinMiles(from, place.radius));
  else if (shape.radius) filters.push(withinBox(from, place, place.radius));
  if (shape.seller) filters.push(eq(products.sellerId, bound.sellerId));
  if (shape.distrito) filters.push(eq(products.distritoId, bound.distritoId));
  if (shape.municipio) filters.push(inMunicipio(bound.municipioId));
  if (shape.exclude) filters.push(ne(products.id, bound.excludeId));
  if (shape.unsold) filters.push(ne(products.status, 'sold'));
  if (shape.text)
    filters.push(shape.wordCells ? matchesQueryRowByRow(search.query) : matchesQuery(search.query));
  filters.push(
    ...choiceFilters({
      minPrice: shape.minPrice ? bound.minPrice : undefined,
      maxPrice: shape.maxPrice ? bound.maxPrice : undefined,
      conditions: shape.conditions ? bound.conditions : undefined,
    }),
  );
  if (shape.nearestCut) filters.push(withinFlatDistance(from, nearestCutDegrees(and(...filters))));
  const distance = shape.near ? distanceMiles(from) : undefined;
  return { where: and(...filters), distance, order: sortOrder(shape.order, distance) };
}

/**
 * A listing row's columns, with its distance (null without a place) and the ring it comes from; drizzle selects them
 * in this order, which listing-rows.ts LISTING_COLUMNS names.
 */
export function listingColumns(distance: SQL<number> | undefined, ring: SQL<number>) {
  return { ...summaryColumns(bound.viewerId), distance: distance ?? sql<null>`null`, ring };
}

/** `statement` prepared under `name`, its rows read by position (listing-rows.ts). */
function preparedReadingByPosition(db: Database, statement: { toSQL: () => Query }, name: string) {
  return preparedByPosition(db, statement.toSQL(), name, listingRowOf);
}

/** The listing's centre, when the query gives one. */
function origin(query: {
  latitude?: number | undefined;
  longitude?: number | undefined;
}): LatLng | undefined {
  return query.latitude === undefined || query.longitude === undefined
    ? undefined
    : { latitude: query.latitude, longitude: query.longitude };
}

/** Placeholders for a search of at most `count` words, one word each (spelling.ts askedWordSlots). */
const wordSlots = (count: number) =>
  Array.from({ length: count }, (_, slot) => sql.placeholder(`word${slot}`));

/**
 * The statement reading `shapes` as rings. Each ring is a common table expression of the ids, distances and ring of
 * a page of its products, and reads only when every ring before it came back short of a page; the statement then
 * joins the rings' ids to their products (each row saying its ring). One round trip instead of one per ring. A search
 * (`slots` > 0) spells its words first, in the same statement.
 */
function prepareRings(db: Database, shapes: readonly [Shape, ...Shape[]], slots: number) {
  const [first, ...rest] = shapes;
  const name = statementNameOf(shapes, slots);
  const spelled = db.$with('spelled').as(
    db
      .select({
        tsQuery: sql<string>`spelled_words.ts_query`.as('ts_query'),
        query: searchQueryOf(sql`spelled_words.ts_query`).as('query'),
      })
      .from(sql`(${spelledTsQueries(askedWordSlots(wordSlots(slots)))}) as spelled_words`),
  );
  const search = {
    tsQuery: sql`(select ${spelled.tsQuery} from ${spelled})`,
    query: sql`(select ${spelled.query} from ${spelled})`,
  };
  if (rest.length === 0 && slots === 0) {
    const { where, distance, order } = ringConditions(first, 0, undefined, search);
    const statement = db
      .select(listingColumns(distance, sql<number>`0`))
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(bound.limit)
      .offset(bound.offset);
    return preparedReadingByPosition(db, statement, name);
  }
  const ringName = (index: number): string => `ring_${index}`;
  const ctes = [];
  for (const [index, shape] of shapes.entries()) {
    const short = ctes.map((cte) => sql`(select count(*) from ${cte}) < ${bound.limit}`);
    const { where, distance, order } = ringConditions(shape, index, and(...short), search);
    ctes.push(
      db.$with(ringName(index)).as(
        db
          .select({
            id: products.id,
            distance: (distance ?? sql<null>`null`).as('distance'),
            ring: sql<number>`${sql.raw(String(index))}`.as('ring'),
          })
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(bound.limit)
          .offset(bound.offset),
      ),
    );
  }
  const [ring0, ...others] = ctes.map((cte) => db.select().from(cte));
  if (!ring0) throw new Error('a listing reads at least one ring');
  const [ring1, ...more] = others;
  const read = (ring1 ? unionAll(ring0, ring1, ...more) : ring0).as('rings');
  const distance = first.near ? sql<number>`${read.distance}` : undefined;
  const statement = db
    .with(...(slots > 0 ? [spelled] : []), ...ctes)
    .select(listingColumns(distance, sql<number>`${read.ring}`))
    .from(products)
    .innerJoin(read, eq(products.id, read.id))
    .orderBy(sql`${read.ring}`, ...sortOrder(first.order, distance));
  return preparedReadingByPosition(db, statement, name);
}

type Prepared = ReturnType<typeof prepareRings>;
const preparedByDatabase = new WeakMap<Database, Map<string, Prepared>>();

function preparedFor(db: Database, shapes: readonly [Shape, ...Shape[]], slots: number): Prepared {
  const name = statementNameOf(shapes, slots);
  let prepared = preparedByDatabase.get(db);
  if (!prepared) preparedByDatabase.set(db, (prepared = new Map()));
  const existing = prepared.get(name);
  if (existing) return existing;
  const created = prepareRings(db, shapes, slots);
  prepared.set(name, created);
  return created;
}

/** A statement's bound value; null only in a search's word slots past its words. */
type Value = number | string | string[] | null;
type Run = { name: string; prepared: Prepared; values: Record<string, Value> };

/** A listing, or a search: the same filters plus `words`, the search's words (synonyms.ts searchWords), at least one. */
export type ListingQuery = ListProductsQuery & { words?: readonly string[] | undefined };

/** The order asked for; left out, nearest first (which is newest first without a location). */
const orderOf = (query: ListingQuery): ProductSort => query.sort ?? 'nearest';

/** One ring's shape and place values: within `radius` miles (everywhere when undefined). */
function ring(query: ListingQuery, index: number, radius: number | undefined, nearestCut: boolean) {
  const from = origin(query);
  const box = from && radius !== undefined ? boundingBox(from, radius) : undefined;
  const cells = box && query.words !== undefined ? cellsCovering(box) : undefined;
  const shape: Shape = {
    near: from !== undefined,
    radius: box !== undefined,
    category: query.categoryId !== undefined,
    seller: query.sellerId !== undefined,
    distrito: query.distrito !== undefined,
    municipio: query.municipio !== undefined,
    exclude: query.excludeId !== undefined,
    unsold: !query.includeSold,
    minPrice: query.minPrice !== undefined,
    maxPrice: query.maxPrice !== undefined,
    conditions: joinedConditions(query.condition) !== undefined,
    text: query.words !== undefined,
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
  const search = nearestFirst && query.words !== undefined;
  const radii = search ? ringRadii(query.maxDistance) : [query.maxDistance];
  const [first, ...rest] = radii.map((radius, index) => ring(query, index, radius, nearestFirst && !search));
  if (!first) throw new Error('a listing reads at least one ring');
  const shapes: [Shape, ...Shape[]] = [first.shape, ...rest.map((each) => each.shape)];
  const optional = {
    categoryId: query.categoryId,
    sellerId: query.sellerId,
    distritoId: query.distrito,
    municipioId: query.municipio,
    excludeId: query.excludeId,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    conditions: joinedConditions(query.condition),
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
  const slots = wordSlotCount(query.words?.length ?? 0);
  const words = query.words ?? [];
  for (let slot = 0; slot < slots; slot += 1) values[`word${slot}`] = words[slot] ?? null;
  return { name: statementNameOf(shapes, slots), prepared: preparedFor(db, shapes, slots), values };
}

/**
 * A visitor's listing: as asked when it gives a place or names a seller (a profile lists the seller's listings
 * wherever they are); otherwise the newest listings around San Salvador (the visitor's browser gave no position and
 * they picked no place), not the newest of the whole country.
 */
export function visitorListing(query: ListProductsQuery): ListProductsQuery {
  if (origin(query) || query.sellerId !== undefined) return query;
  return {
    ...query,
    latitude: DEFAULT_LOCATION.latitude,
    longitude: DEFAULT_LOCATION.longitude,
    maxDistance: query.maxDistance ?? VISITOR_HOME_RADIUS_MILES,
    sort: query.sort ?? 'newest',
  };
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
