import { and, count, desc, eq } from 'drizzle-orm';
import {
  SAVED_SEARCHES_MAX,
  savedSearchParamsSchema,
  savedSearchUrl,
  type CreateSavedSearch,
  type SavedSearch,
  type SavedSearchParams,
  type UpdateSavedSearch,
} from '#shared/saved-searches.ts';
import type { Database } from '#server/db/client.ts';
import { savedSearches, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/plugins/errors.ts';
import { transaction } from '#server/db/transaction.ts';
import type { AppDeps } from '#server/deps.ts';

/** Stored parameters as the contract reads them now; a filter the contract no longer has is dropped. */
export function storedParams(stored: unknown): SavedSearchParams {
  const parsed = savedSearchParamsSchema.safeParse(stored);
  return parsed.success ? parsed.data : {};
}

function toSavedSearch(row: typeof savedSearches.$inferSelect): SavedSearch {
  const params = storedParams(row.params);
  return {
    id: row.id,
    name: row.name,
    params,
    url: savedSearchUrl(params),
    alertsOn: row.alertsOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saves a search with the parameters as validated; 409 past the limit per person. */
export async function createSavedSearch(
  deps: Pick<AppDeps, 'db' | 'log'>,
  userId: number,
  input: CreateSavedSearch,
): Promise<SavedSearch> {
  const { name, ...params } = input;
  const row = await transaction(deps, async (tx) => {
    // The person's row orders their concurrent saves, so the limit holds.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [saved] = await tx
      .select({ count: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if ((saved?.count ?? 0) >= SAVED_SEARCHES_MAX) throw conflict('api.savedSearchLimit');
    const [created] = await tx.insert(savedSearches).values({ userId, name, params }).returning();
    return created;
  });
  if (!row) throw new Error('insert returned no saved search');
  return toSavedSearch(row);
}

export async function listSavedSearches(db: Database, userId: number): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/** Turns the caller's saved search's alerts on or off; 404 for anyone else's or an unknown id. */
export async function updateSavedSearch(
  db: Database,
  userId: number,
  id: number,
  { alertsOn }: UpdateSavedSearch,
) {
  const [updated] = await db
    .update(savedSearches)
    .set({ alertsOn })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!updated) throw notFound('api.savedSearchNotFound');
  return toSavedSearch(updated);
}

/** Deletes the caller's saved search; 404 for anyone else's or an unknown id. */
export async function deleteSavedSearch({ db }: Pick<AppDeps, 'db'>, userId: number, { id }: { id: number }) {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('api.savedSearchNotFound');
}
