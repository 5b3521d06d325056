import type { SearchProductsQuery } from '#shared/products.ts';
import type { Database } from '#server/db/client.ts';
import { listProducts } from './listing.ts';
import { searchWords } from './synonyms.ts';

/**
 * Spanish-aware search: every word through its stems, accents and synonyms in the title and description, and a word
 * that no title uses through the title words nearest to it (typos, spelling.ts). Then it is the listing with that
 * match: the same filters and orders, nearest first by default, read ring by ring.
 */
export async function searchProducts(db: Database, viewerId: number, query: SearchProductsQuery) {
  const { q, ...filters } = query;
  const words = searchWords(q);
  return words.length === 0 ? [] : listProducts(db, viewerId, { ...filters, words });
}
