import { asc } from 'drizzle-orm';
import type { Category } from '#shared/categories.ts';
import type { Executor } from '#server/db/client.ts';
import { categories } from '#server/db/schema.ts';

export async function listCategories(db: Executor): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.id));
}
