import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';

/** Products per request of the endless lists (the API's default page). */
export const PRODUCTS_PAGE_SIZE = PAGE_SIZE_DEFAULT;

/** The offset of the next page, or undefined when the last one came back short (nothing more to load). */
export function nextPageOffset(lastPage: readonly unknown[], pages: readonly (readonly unknown[])[]) {
  if (lastPage.length < PRODUCTS_PAGE_SIZE) return undefined;
  return pages.reduce((total, page) => total + page.length, 0);
}
