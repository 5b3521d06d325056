import { REFERENCE_CATEGORIES } from '#shared/categories.ts';
import type { Database } from '#server/db/client.ts';
import { categories } from '#server/db/schema.ts';

/** Reference data, seeded at every start; existing rows are left as they are. */
export async function seedCategories(db: Database) {
  await db
    .insert(categories)
    .values(REFERENCE_CATEGORIES.map((category) => ({ ...category })))
    .onConflictDoNothing({ target: categories.name });
}
