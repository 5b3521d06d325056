import { lazy } from 'react';

/**
 * The product screens' not-found states, which few visits meet: their view loads when one happens, under the
 * layout's spinner, instead of with every listing.
 */
export const ProductUnavailable = lazy(() =>
  import('./product-unavailable.tsx').then((module) => ({ default: module.ProductUnavailable })),
);
