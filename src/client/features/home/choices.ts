import type { ProductSummary } from '#shared/products.ts';
import type { FilterChoices } from './home-params.ts';

type Choices = Pick<FilterChoices, 'minPrice' | 'maxPrice' | 'conditions' | 'sort'>;

const priceOf = (product: ProductSummary) => Number(product.price);
const newestFirst = (a: ProductSummary, b: ProductSummary) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const ORDERS = {
  newest: newestFirst,
  price_asc: (a: ProductSummary, b: ProductSummary) => priceOf(a) - priceOf(b) || newestFirst(a, b),
  price_desc: (a: ProductSummary, b: ProductSummary) => priceOf(b) - priceOf(a) || newestFirst(a, b),
};

/**
 * The favourites (which come whole, not through the filtered listing) with the sheet's price range, conditions and
 * order applied as the API applies them; they keep the order they came in otherwise (and for 'nearest', since
 * favourites carry no distance).
 */
export function applyChoices(products: readonly ProductSummary[], choices: Choices): ProductSummary[] {
  const { minPrice, maxPrice, conditions, sort } = choices;
  const kept = products.filter(
    (product) =>
      (minPrice === undefined || priceOf(product) >= minPrice) &&
      (maxPrice === undefined || priceOf(product) <= maxPrice) &&
      (conditions.length === 0 || conditions.includes(product.condition)),
  );
  return sort === undefined || sort === 'nearest' ? kept : kept.sort(ORDERS[sort]);
}
