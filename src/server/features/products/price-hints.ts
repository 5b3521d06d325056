/**
 * `GET /api/price-hints`: what listings like the one being written go for nearby. Comparables are the category's
 * listings within 25 km posted in the last 180 days, and its sales confirmed in that time (a sale marked by hand alone
 * proves no price); a confirmed sale counts at the accepted offer's amount when there was one. Removed listings and
 * those of suspended sellers never count; a listing past its lifetime still does (its price was asked).
 *
 * The category's comparables are read nearest first through the GiST index of category and point (migration 0027),
 * at most MOST_COMPARABLES of them, and those within 25 km are kept: the nearest are the best guide, and the read stops
 * after a page-sized number of rows wherever listings are dense. The radius is checked after the read on purpose: as
 * an index condition (a box), PostgreSQL guesses it keeps a handful of rows and reads every one in the box instead of
 * the nearest (33–60 ms against 3 ms near San Salvador on 100,000 listings). Their prices' quartiles answer when at
 * least MIN_COMPARABLES exist.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { toMiles } from '#shared/format.ts';
import type { PriceHint, PriceHintsQuery } from '#shared/price-hints.ts';
import type { Database } from '#server/db/client.ts';
import { offers, products } from '#server/db/schema.ts';
import { distanceMiles, flatDistance, listingNotRemoved, matchesSearch } from './queries.ts';
import { assertCategoryExists } from './service.ts';
import { correctedTsQuery } from './spelling.ts';

const RADIUS_MILES = toMiles('km', 25);
const WINDOW = sql.raw(`interval '180 days'`);
/** Fewer comparables than this say nothing about a price: the answer is their count alone. */
const MIN_COMPARABLES = 5;
/** The nearest this many comparables are enough to go by, and bound what a hint reads. */
const MOST_COMPARABLES = 200;

/** The amount an accepted offer from the product's buyer agreed on, the latest when there were several. */
const acceptedAmount = sql`(select ${offers.amount} from ${offers}
  where ${offers.productId} = ${products.id} and ${offers.status} = 'accepted'
    and ${offers.buyerId} is not distinct from ${products.buyerId}
  order by ${offers.closedAt} desc nulls last, ${offers.id} desc limit 1)`;

/** The price a comparable counts at: a confirmed sale's agreed amount when known, else the asking price. */
const comparedPrice = sql<number>`(case when ${products.status} = 'sold'
  then coalesce(${acceptedAmount}, ${products.price}) else ${products.price} end)::float8`;

/** Posted within the window, or sold within it with the sale confirmed; at its sale date for a sale. */
const recentComparable = sql`(case when ${products.status} = 'sold'
  then ${products.confirmedAt} is not null
    and coalesce(${products.soldAt}, ${products.confirmedAt}) > now() - ${WINDOW}
  else ${products.createdAt} > now() - ${WINDOW} end)`;

function comparableConditions(categoryId: number, tsQuery: string | null): SQL[] {
  return [
    eq(products.categoryId, categoryId),
    recentComparable,
    listingNotRemoved,
    ...(tsQuery === null ? [] : [matchesSearch(sql`${tsQuery}`)]),
  ];
}

const quartile = (fraction: number, amount: SQL) =>
  sql<string | null>`round((percentile_cont(${sql.raw(String(fraction))})
    within group (order by ${amount}))::numeric, 2)::text`;

/** The statement of a hint, its words already spelled (`tsQuery`, null for none): the count and the quartiles. */
export function priceHintsStatement(db: Database, query: PriceHintsQuery, tsQuery: string | null) {
  const from = { latitude: query.lat, longitude: query.lng };
  const comparables = db
    .select({ amount: comparedPrice.as('amount'), miles: distanceMiles(from).as('miles') })
    .from(products)
    .where(and(...comparableConditions(query.categoryId, tsQuery)))
    .orderBy(flatDistance(from))
    .limit(MOST_COMPARABLES)
    .as('comparables');
  return db
    .select({
      count: sql<number>`count(*)::int`,
      low: quartile(0.25, sql`${comparables.amount}`),
      median: quartile(0.5, sql`${comparables.amount}`),
      high: quartile(0.75, sql`${comparables.amount}`),
    })
    .from(comparables)
    .where(sql`${comparables.miles} <= ${RADIUS_MILES}::float8`);
}

/** The comparables' count, and their prices' quartiles when there are enough of them. */
export async function priceHints(db: Database, query: PriceHintsQuery): Promise<PriceHint> {
  const tsQuery = query.q ? await correctedTsQuery(db, query.q) : null;
  const [row] = await priceHintsStatement(db, query, tsQuery);
  const count = row?.count ?? 0;
  // An unknown category has no comparables: asked only then, it costs the common call nothing.
  if (count === 0) await assertCategoryExists(db, query.categoryId);
  if (!row || count < MIN_COMPARABLES || row.low === null || row.median === null || row.high === null)
    return { count };
  return { count, low: row.low, median: row.median, high: row.high };
}
