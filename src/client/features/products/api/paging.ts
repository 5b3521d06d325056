import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import type { ProductSummary } from '#shared/products.ts';

/** Products per request of the endless lists (the API's default page). */
export const PRODUCTS_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** The offset of the next page, or undefined when the last one came back short (nothing more to load). */
export function nextPageOffset(lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) {
  if (lastPage.length < PRODUCTS_PAGE_SIZE) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}

/**
 * The pages as one list, each product once: offset paging repeats a product at a page boundary when a listing is
 * published or removed between two requests.
 */
export function uniqueProducts(pages: readonly (readonly ProductSummary[])[]): ProductSummary[] {
  const seen = new Set<number>();
  return pages.flat().filter((product) => {
    if (seen.has(product.id)) return false;
    seen.add(product.id);
    return true;
  });
}

type QueryValue = string | number | boolean | undefined | readonly string[];

/**
 * A query string of the defined values, a list as the parameter repeated:
 * `{ q: 'silla', offset: 0, categoryId: undefined, condition: ['new', 'good'] }` → `?q=silla&offset=0&condition=new&condition=good`.
 */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const each of value) search.append(name, each);
    else if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
