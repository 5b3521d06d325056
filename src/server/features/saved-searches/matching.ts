import { and, eq, gt, inArray, isNull, lte, ne, not, or, sql, type SQL } from 'drizzle-orm';
import { savedSearchUrl } from '#shared/saved-searches.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { products, savedSearches, users } from '#server/db/schema.ts';
import { eitherBlocked } from '#server/features/blocks/queries.ts';
import type { Notice, Notifier } from '#server/features/notifications/notifier.ts';
import { listingNotRemoved } from '#server/features/moderation/queries.ts';
import { distanceMiles, inMunicipio, matchesSearch } from '#server/features/products/queries.ts';
import { correctedTsQueries } from '#server/features/products/spelling.ts';
import { storedParams } from './service.ts';

/** A saved search tells its owner at most once in this while; matches in between wait and are counted. */
const NOTIFY_AT_MOST_EVERY = sql`interval '1 hour'`;

const param = (name: string) => sql`(${savedSearches.params} ->> ${name})`;
const absent = (name: string) => sql`${param(name)} is null`;

/** The saved search's filters other than its words, against the listing joined as `products`. */
const filtersMatch: SQL[] = [
  sql`(${absent('categoryId')} or ${param('categoryId')}::int = ${products.categoryId})`,
  sql`(${absent('distrito')} or ${param('distrito')}::int = ${products.distritoId})`,
  sql`(${absent('municipio')} or ${inMunicipio(sql`${param('municipio')}::int`)})`,
  sql`(${absent('minPrice')} or ${products.price} >= ${param('minPrice')}::numeric)`,
  sql`(${absent('maxPrice')} or ${products.price} <= ${param('maxPrice')}::numeric)`,
  // One condition or a list of them: a JSON string contains itself, a list its members.
  sql`(${savedSearches.params} -> 'condition' is null
    or ${savedSearches.params} -> 'condition' @> to_jsonb(${products.condition}::text))`,
  sql`(${absent('latitude')} or ${absent('longitude')} or ${absent('maxDistance')}
    or ${distanceMiles({ latitude: sql`${param('latitude')}::float8`, longitude: sql`${param('longitude')}::float8` })}
      <= ${param('maxDistance')}::float8)`,
];

/** A listing just published, told to the saved searches it matches as its seller's. */
type NewListing = { id: number; sellerId: number };

/** Other people's saved searches whose filters (all but the words) the listing meets, with their words. */
function searchesMatchingFilters(tx: Executor, productId: number) {
  return tx
    .select({ id: savedSearches.id, params: savedSearches.params })
    .from(savedSearches)
    .innerJoin(products, eq(products.id, productId))
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        savedSearches.alertsOn,
        ne(savedSearches.userId, products.sellerId),
        isNull(users.suspendedAt),
        listingNotRemoved(),
        not(eitherBlocked(savedSearches.userId, products.sellerId)),
        ...filtersMatch,
      ),
    );
}

/** Of these saved searches (id → words), those whose words the listing matches as the search call would. */
async function searchesMatchingWords(tx: Executor, productId: number, words: ReadonlyMap<number, string>) {
  const ids = [...words.keys()];
  const tsQueries = await correctedTsQueries(tx, [...words.values()]);
  const tsQueryCases = ids.flatMap((id, index) => {
    const tsQuery = tsQueries[index];
    return tsQuery ? [sql`when ${id}::int then ${tsQuery}::text`] : [];
  });
  if (tsQueryCases.length === 0) return [];
  const tsQueryOfSearch = sql`(case ${savedSearches.id} ${sql.join(tsQueryCases, sql` `)} end)`;
  const rows = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .innerJoin(products, eq(products.id, productId))
    .where(and(inArray(savedSearches.id, ids), matchesSearch(tsQueryOfSearch)));
  return rows.map((row) => row.id);
}

/** The saved searches a new listing matches: filters in one query, then the words of those that have some. */
async function matchingSearches(db: Database, productId: number): Promise<number[]> {
  return db.transaction(async (tx) => {
    const candidates = await searchesMatchingFilters(tx, productId);
    const words = new Map<number, string>();
    const withoutWords: number[] = [];
    for (const candidate of candidates) {
      const { q } = storedParams(candidate.params);
      if (q) words.set(candidate.id, q);
      else withoutWords.push(candidate.id);
    }
    return [...withoutWords, ...(await searchesMatchingWords(tx, productId, words))];
  });
}

/**
 * Tells the owners of saved searches whose matches wait and whose last notice is an hour old or more, one notice per
 * saved search with the count; `only` limits it to some saved searches. Several instances never tell one twice: each
 * claims the rows it tells.
 */
export async function flushSavedSearchMatches(
  db: Database,
  notifier: Pick<Notifier, 'notify'>,
  only?: { ids: readonly number[]; listing: NewListing },
): Promise<number> {
  const due = db
    .select({ id: savedSearches.id, count: savedSearches.pendingMatches })
    .from(savedSearches)
    .where(
      and(
        gt(savedSearches.pendingMatches, 0),
        or(
          isNull(savedSearches.lastNotifiedAt),
          lte(savedSearches.lastNotifiedAt, sql`now() - ${NOTIFY_AT_MOST_EVERY}`),
        ),
        only ? inArray(savedSearches.id, [...only.ids]) : undefined,
      ),
    )
    .for('update', { skipLocked: true })
    .as('due');
  const told = await db
    .update(savedSearches)
    .set({ pendingMatches: 0, lastNotifiedAt: sql`now()` })
    .from(due)
    .where(eq(savedSearches.id, due.id))
    .returning({
      userId: savedSearches.userId,
      name: savedSearches.name,
      params: savedSearches.params,
      count: due.count,
    });
  const notices = told.map((search): Notice => {
    // A notice of one new listing opens it and comes from its seller; one of several opens the search.
    const single = only && search.count === 1 ? only.listing : undefined;
    return {
      userId: search.userId,
      actorId: single?.sellerId,
      type: 'saved_search',
      params: { searchName: search.name, count: search.count },
      url: single ? `/products/${single.id}` : savedSearchUrl(storedParams(search.params)),
    };
  });
  notifier.notify(notices);
  return notices.length;
}

/**
 * A new listing counts as a match of every saved search it meets (the words by the search call's Spanish-aware rules,
 * category, price, condition, the radius around the saved point); the owners whose last notice is an hour old are told
 * now, the others by the next flush.
 */
export async function matchNewListing(db: Database, notifier: Pick<Notifier, 'notify'>, listing: NewListing) {
  const matched = await matchingSearches(db, listing.id);
  if (matched.length === 0) return;
  await db
    .update(savedSearches)
    .set({ pendingMatches: sql`${savedSearches.pendingMatches} + 1` })
    .where(inArray(savedSearches.id, matched));
  await flushSavedSearchMatches(db, notifier, { ids: matched, listing });
}
