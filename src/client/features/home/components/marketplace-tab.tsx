import { Map as MapIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { isAwaitingPosition, useGeolocation } from '#client/lib/geolocation.ts';
import { WHOLE_COUNTRY_MILES, type MarketplaceParams } from '#client/features/home/home-params.ts';
import { useListingResults } from '#client/features/home/use-listing-results.ts';
import { useMarketplaceParams } from '#client/features/home/use-marketplace-params.ts';
import { PendingListings } from '#client/features/products/components/pending-listings.tsx';
import { AddProductButton } from './add-product-button.tsx';
import { CategoryPills } from './category-pills.tsx';
import { DistanceSelect } from './distance-select.tsx';
import { ListingResults } from './listing-results.tsx';
import { ListingSwitch } from './listing-switch.tsx';
import { LocationBanner } from './location-banner.tsx';
import { radiusText } from './radius-text.ts';
import { SearchBar } from './search-bar.tsx';

const ProductMapDialog = lazy(() => import('#client/features/map/components/product-map-dialog.tsx'));

/** The heading over the cards: which products these are, naming the selected radius (never a fixed distance). */
function useResultsHeading(params: MarketplaceParams, located: boolean): string {
  const { t } = useTranslation();
  if (params.listing === 'mine') return t('marketplace.heading.mine');
  if (params.listing === 'favorites') return t('marketplace.heading.favorites');
  if (params.query) return t('marketplace.heading.search', { query: params.query });
  if (!located) return t('marketplace.heading.newest');
  if (params.radius === WHOLE_COUNTRY_MILES) return t('marketplace.heading.country');
  return t('marketplace.heading.near', { radius: radiusText(t, params.radius) });
}

/** Home's marketplace view: search, categories, distance, the listing views, the cards and the map. */
export function MarketplaceTab({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useMarketplaceParams();
  const location = useGeolocation();
  const located = location.status === 'available';
  const results = useListingResults(params, location, userId);
  const heading = useResultsHeading(params, located);
  const [mapOpen, setMapOpen] = useState(false);
  const browsing = params.listing === 'all';

  return (
    <div className="space-y-4">
      {browsing && (
        <>
          <div className="flex gap-2">
            <SearchBar
              key={params.query}
              query={params.query}
              onSearch={(query) => setParams({ query }, { push: true })}
              onClear={() => setParams({ query: '' })}
            />
            <Button variant="outline" onClick={() => setMapOpen(true)}>
              <MapIcon aria-hidden className="size-5" />
              {t('marketplace.map')}
            </Button>
          </div>
          <CategoryPills
            selectedId={params.categoryId}
            onSelect={(categoryId) => setParams({ categoryId })}
          />
        </>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        {browsing && located && (
          <DistanceSelect value={params.radius} onChange={(radius) => setParams({ radius })} />
        )}
        <ListingSwitch
          value={params.listing}
          onChange={(listing) => setParams({ listing }, { push: true })}
        />
      </div>
      {browsing && !isAwaitingPosition(location) && <LocationBanner location={location} />}
      <PendingListings userId={userId} />
      <section aria-labelledby="marketplace-results" className="space-y-3">
        <div className="flex min-h-10 items-center justify-between gap-2">
          <h2 id="marketplace-results" className="text-lg font-semibold tracking-tight">
            {heading}
          </h2>
          {!browsing && (
            <div className="flex shrink-0 gap-1">
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('marketplace.map')}
                title={t('marketplace.map')}
                onClick={() => setMapOpen(true)}
              >
                <MapIcon aria-hidden className="size-5" />
              </Button>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setParams({ listing: 'all' }, { push: true })}
              >
                {t('marketplace.listing.viewAll')}
              </Button>
            </div>
          )}
        </div>
        <ListingResults params={params} located={located} results={results} onChange={setParams} />
      </section>
      <AddProductButton />
      {mapOpen && (
        <Suspense fallback={null}>
          <ProductMapDialog open onOpenChange={setMapOpen} products={results.products} />
        </Suspense>
      )}
    </div>
  );
}
