import { Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DistanceUnit } from '#shared/format.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useDistanceUnit } from '#client/lib/distance-unit.ts';
import { useBrowsingCentre, type BrowsingCentre } from '#client/lib/browsing-centre.ts';
import { AlertMeChip } from '#client/features/saved-searches/components/alert-me-chip.tsx';
import { activeFilterCount, type MarketplaceParams } from '#client/features/home/home-params.ts';
import { defaultRadius, radiusText, WHOLE_COUNTRY_MILES } from '#client/features/home/radius.ts';
import { useListingResults } from '#client/features/home/use-listing-results.ts';
import { useMarketplaceParams } from '#client/features/home/use-marketplace-params.ts';
import { PendingListings } from '#client/features/products/components/pending-listings.tsx';
import { CategoryPills } from './category-pills.tsx';
import { FiltersButton } from './filters-button.tsx';
import { ListingResults } from './listing-results.tsx';
import { LocationBanner } from './location-banner.tsx';
import { SearchBar } from './search-bar.tsx';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts });

/** The sheet and the map bring the dialog library along: they load when first opened, not with the listings. */
const FilterSheet = lazy(() =>
  import('./filter-sheet.tsx').then((module) => ({ default: module.FilterSheet })),
);
const ProductMapDialog = lazy(() => import('#client/features/map/components/product-map-dialog.tsx'));

/** The heading over the cards: which products these are, naming the selected radius (never a fixed distance). */
function useResultsHeading(params: MarketplaceParams, located: boolean, unit: DistanceUnit): string {
  const { t } = useTranslation();
  if (params.listing === 'mine') return t('marketplace.heading.mine');
  if (params.listing === 'favorites') return t('marketplace.heading.favorites');
  if (params.query) return t('marketplace.heading.search', { query: params.query });
  if (!located) return t('marketplace.heading.newest');
  const radius = params.radius ?? defaultRadius(unit);
  if (radius === WHOLE_COUNTRY_MILES) return t('marketplace.heading.country');
  return t('marketplace.heading.near', { radius: radiusText(t, radius, unit) });
}

/** Whether words, a category, a radius, a price or a condition narrow the list (the sort does not). */
function narrowed(params: MarketplaceParams): boolean {
  return (
    params.query !== '' ||
    params.categoryId !== undefined ||
    params.radius !== undefined ||
    params.minPrice !== undefined ||
    params.maxPrice !== undefined ||
    params.conditions.length > 0
  );
}

/** The search and filters on screen as the list call's parameters, to save them; none while nothing narrows the list. */
function savedSearchParams(params: MarketplaceParams, centre: BrowsingCentre, unit: DistanceUnit) {
  if (params.listing !== 'all' || !narrowed(params)) return undefined;
  const radius = params.radius ?? defaultRadius(unit);
  const near = centre.point && radius !== WHOLE_COUNTRY_MILES ? { ...centre.point, maxDistance: radius } : {};
  return {
    ...(params.query ? { q: params.query } : {}),
    categoryId: params.categoryId,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    condition: params.conditions,
    ...near,
  };
}

/** The address's choices; a visitor (no `userId`) has no listings or favourites of their own, so sees them all. */
function useChoicesFor(userId: number | null) {
  const [asked, setParams] = useMarketplaceParams();
  const params = useMemo(
    (): MarketplaceParams => (userId === null ? { ...asked, listing: 'all' } : asked),
    [asked, userId],
  );
  return [params, setParams] as const;
}

/**
 * Home: search and the filter sheet on top, the categories, then the cards (and the map of them). Everything else
 * the list can be narrowed by lives in the sheet, so the cards start high on the phone. `userId` is null for a
 * visitor.
 */
export function MarketplaceTab({ userId }: { userId: number | null }) {
  const { t } = useTranslation();
  const [params, setParams] = useChoicesFor(userId);
  const unit = useDistanceUnit();
  const { centre, awaiting, location } = useBrowsingCentre();
  const located = centre.point !== null;
  const results = useListingResults(params, { centre, awaitingPosition: awaiting }, userId, unit);
  const heading = useResultsHeading(params, located, unit);
  const [mapOpen, setMapOpen] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const browsing = params.listing === 'all';
  const saveable = savedSearchParams(params, centre, unit);

  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <SearchBar
          key={params.query}
          query={params.query}
          onSearch={(query) => setParams({ query, listing: 'all' }, { push: true })}
          onClear={() => setParams({ query: '' })}
        />
        <FiltersButton activeCount={activeFilterCount(params)} onClick={() => setFiltersOpen(true)} />
      </div>
      {browsing && (
        <CategoryPills selectedId={params.categoryId} onSelect={(categoryId) => setParams({ categoryId })} />
      )}
      {browsing && !awaiting && <LocationBanner location={location} centre={centre} />}
      {userId !== null && <PendingListings userId={userId} />}
      <section aria-labelledby="marketplace-results" className="space-y-3">
        <div className="flex min-h-11 items-center justify-between gap-2">
          <h2 id="marketplace-results" className="min-w-0 text-base font-semibold tracking-tight">
            {heading}
          </h2>
          <div className="flex shrink-0 gap-1">
            {saveable && <AlertMeChip params={saveable} name={params.query || heading} />}
            <Button variant="ghost" size="sm" onClick={() => setMapOpen(true)}>
              <MapIcon aria-hidden className="size-5" />
              {t('marketplace.map')}
            </Button>
            {!browsing && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setParams({ listing: 'all' }, { push: true })}
              >
                {t('marketplace.listing.viewAll')}
              </Button>
            )}
          </div>
        </div>
        <ListingResults params={params} located={located} results={results} onChange={setParams} />
      </section>
      {filtersOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            open
            onOpenChange={setFiltersOpen}
            choices={params}
            onApply={(choices) => {
              setParams(choices, { push: true });
              setFiltersOpen(false);
            }}
            located={located}
            unit={unit}
            signedIn={userId !== null}
          />
        </Suspense>
      )}
      {mapOpen && (
        <Suspense fallback={null}>
          <ProductMapDialog open onOpenChange={setMapOpen} products={results.products} />
        </Suspense>
      )}
    </div>
  );
}
