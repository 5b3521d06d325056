import { NEARBY_HIGHLIGHT_MILES } from '#shared/constants.ts';
import { parseCoordinate } from '#shared/contract.ts';
import { haversineMiles, type LatLng } from '#shared/geo.ts';
import type { ProductSummary } from '#shared/products.ts';

export interface MappedProduct {
  product: ProductSummary;
  point: LatLng;
  /** Miles from the user, when the user's position is known. */
  distance: number | undefined;
  /** Within NEARBY_HIGHLIGHT_MILES of the user: an orange area instead of a red one. */
  nearby: boolean;
}

/** The products that can be drawn: valid coordinates only, with their distance from the user. */
export function mappableProducts(products: readonly ProductSummary[], user: LatLng | null): MappedProduct[] {
  return products.flatMap((product) => {
    const latitude = parseCoordinate(product.latitude, 'latitude');
    const longitude = parseCoordinate(product.longitude, 'longitude');
    if (latitude === null || longitude === null) return [];
    const point = { latitude, longitude };
    const distance = user ? haversineMiles(user, point) : undefined;
    return [
      { product, point, distance, nearby: distance !== undefined && distance <= NEARBY_HIGHLIGHT_MILES },
    ];
  });
}

/** Products at the same point, in list order: listings of one grid cell share its centre, so they share one area. */
export function groupedByPoint(mapped: readonly MappedProduct[]): MappedProduct[][] {
  const groups = new Map<string, MappedProduct[]>();
  for (const entry of mapped) {
    const key = `${entry.point.latitude},${entry.point.longitude}`;
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()];
}
