/**
 * Fills a database for benchmarks:
 *
 *   npm run seed -- --products 100000 [--users 2000]
 *
 * Against DATABASE_URL when set, otherwise the embedded database under DATA_DIR. Migrates, seeds the categories, then
 * bulk-inserts the users and products (see src/server/seed/bulk.ts) and ends with ANALYZE. Photos are stored like
 * uploads: in S3 when it is configured, otherwise in UPLOAD_DIR. Running it again adds more.
 */
import { parseArgs } from 'node:util';
import { readConfig } from '#server/config.ts';
import { openDatabase } from '#server/db/client.ts';
import { uploadsFor } from '#server/features/uploads/service.ts';
import { seedBulk } from '#server/seed/bulk.ts';
import { seedCategories } from '#server/db/seed/categories.ts';

function count(text: string, name: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`--${name} must be a whole number ≥ 0`);
  return value;
}

function target(databaseUrl: string | undefined, dataDir: string) {
  if (!databaseUrl) return `the embedded database in ${dataDir}`;
  const url = new URL(databaseUrl);
  return `PostgreSQL ${url.host}${url.pathname}`;
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      users: { type: 'string', default: '2000' },
    },
  });
  const config = readConfig();
  const database = await openDatabase(config.databaseUrl, config.dataDir, { timeouts: false });
  const uploads = uploadsFor(database.db, config, console);
  try {
    await seedCategories(database.db);
    console.log(`Seeding ${target(config.databaseUrl, config.dataDir)}…`);
    const summary = await seedBulk(database.db, {
      products: count(values.products, 'products'),
      users: count(values.users, 'users'),
      uploads,
    });
    console.log(
      `Seeded ${summary.products} products (${summary.sold} sold) and ${summary.users} users in ${summary.seconds} s.`,
    );
  } finally {
    await uploads.close();
    await database.close();
  }
}

await main();
