/** Price guidance's limits that the listing form needs without the contract's schemas (zod stays off first loads). */

/** Longest `q` of `GET /api/price-hints`: the form sends the listing's title, cut to this. */
export const PRICE_HINT_WORDS_MAX = 100;
