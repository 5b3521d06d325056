import { PackageOpen } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isAwaitingPosition,
  locationPreviouslyGranted,
  useGeolocation,
  type GeolocationState,
} from '#client/lib/geolocation.ts';
import { LoadMore } from '#client/features/home/components/load-more.tsx';
import { useProductList, type ProductFilters } from '#client/features/products/api/list-products.ts';
import { uniqueById } from '#client/lib/paging.ts';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import { ProductCard } from '#client/features/products/components/product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from '#client/features/products/components/product-grid.tsx';
import { ProfileSection } from './profile-section.tsx';
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ publicProfile: publicProfileTexts });

/** 4 decimals (about 11 m): the same spot gives the same cached list, as on the home page. */
const roundCoordinate = (value: number) => Math.round(value * 10_000) / 10_000;

function nearFilters(location: GeolocationState): Pick<ProductFilters, 'latitude' | 'longitude'> {
  if (location.status !== 'available') return {};
  return { latitude: roundCoordinate(location.latitude), longitude: roundCoordinate(location.longitude) };
}

/** The person's listings not sold yet, nearest first when the user's position is known, page by page. */
export function ProfileListings({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  // Opened directly (a shared link, a reload), nothing else asks for the position this list waits for.
  const location = useGeolocation({ request: locationPreviouslyGranted() });
  const awaitingPosition = isAwaitingPosition(location);
  const listings = useProductList(
    { sellerId: userId, ...nearFilters(location) },
    { enabled: !awaitingPosition },
  );
  const products = useMemo(() => uniqueById(listings.data?.pages.flat() ?? []), [listings.data]);

  function content() {
    if (awaitingPosition || listings.isPending) return <ProductGridSkeleton count={4} />;
    if (listings.error && !listings.isFetchNextPageError) {
      return <ListError error={listings.error} onRetry={() => void listings.refetch()} />;
    }
    if (products.length === 0) return <EmptyState icon={PackageOpen} title={t('publicProfile.noListings')} />;
    return (
      <>
        <ProductGrid label={t('publicProfile.listingsLabel', { name })}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ProductGrid>
        <LoadMore
          hasMore={listings.hasNextPage}
          isLoadingMore={listings.isFetchingNextPage}
          failed={listings.isFetchNextPageError}
          onLoadMore={() => void listings.fetchNextPage()}
        />
      </>
    );
  }

  return <ProfileSection title={t('publicProfile.listingsTitle')}>{content()}</ProfileSection>;
}
