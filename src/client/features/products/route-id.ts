/** Largest id PostgreSQL's integer holds; a route's id must be a whole number in 1…MAX_ID. */
const MAX_ID = 2_147_483_647;

/** The product id of a route like /products/{id}, or null when it is not one. */
export function productIdOf(param: string | undefined): number | null {
  if (!param || !/^\d{1,10}$/.test(param)) return null;
  const id = Number(param);
  return id >= 1 && id <= MAX_ID ? id : null;
}
