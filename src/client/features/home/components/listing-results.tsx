import { Heart, MapPinOff, PackageOpen, SearchX, Store, type LucideIcon } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { RECOMMENDATION_EVERY } from '#shared/constants.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { ProductCard } from '#client/features/products/components/product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from '#client/features/products/components/product-grid.tsx';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import { useDistanceUnit } from '#client/lib/distance-unit.ts';
import { useFirstThenAll } from '#client/lib/first-then-all.ts';
import type { MarketplaceParams } from '#client/features/home/home-params.ts';
import { defaultRadius, radiusText, WHOLE_COUNTRY_MILES } from '#client/features/home/radius.ts';
import type { ListingResults as Results } from '#client/features/home/use-listing-results.ts';
import { withRecommendations } from '#client/features/home/recommendations.ts';
import { LoadMore } from './load-more.tsx';
import { RecommendationBlock } from './recommendation-block.tsx';
import favoritesTexts from '#shared/locales/es/favorites.json' with { type: 'json' };
import filtersTexts from '#shared/locales/es/filters.json' with { type: 'json' };
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import productListTexts from '#shared/locales/es/productList.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({
  favorites: favoritesTexts,
  filters: filtersTexts,
  marketplace: marketplaceTexts,
  productList: productListTexts,
});

interface ListingResultsProps {
  params: MarketplaceParams;
  located: boolean;
  results: Results;
  onChange: (changes: Partial<MarketplaceParams>) => void;
}

interface EmptyContent {
  icon: LucideIcon;
  title: string;
  description: string;
  action?: ReactNode;
}

/** What an empty list says, and the way out, for each view. */
function useEmptyContent({ params, located, onChange }: Omit<ListingResultsProps, 'results'>): EmptyContent {
  const { t } = useTranslation();
  const unit = useDistanceUnit();
  const radius = params.radius ?? defaultRadius(unit);
  if (params.minPrice !== undefined || params.maxPrice !== undefined || params.conditions.length > 0) {
    return {
      icon: SearchX,
      title: t('filters.empty.title'),
      description: t('filters.empty.description'),
      action: (
        <Button
          variant="outline"
          onClick={() => onChange({ minPrice: undefined, maxPrice: undefined, conditions: [] })}
        >
          {t('filters.clearPriceAndCondition')}
        </Button>
      ),
    };
  }
  if (params.listing === 'favorites') {
    return {
      icon: Heart,
      title: t('favorites.emptyTitle'),
      description: t('favorites.emptyDescription'),
      action: <Button onClick={() => onChange({ listing: 'all' })}>{t('favorites.browse')}</Button>,
    };
  }
  if (params.listing === 'mine') {
    return {
      icon: Store,
      title: t('marketplace.empty.mine.title'),
      description: t('marketplace.empty.mine.description'),
      action: (
        <Link href="/create-product" className={buttonClass()}>
          {t('marketplace.addProduct')}
        </Link>
      ),
    };
  }
  if (params.query) {
    return {
      icon: SearchX,
      title: t('marketplace.empty.search.title', { query: params.query }),
      description: t('marketplace.empty.search.description'),
      action: (
        <Button variant="outline" onClick={() => onChange({ query: '' })}>
          {t('marketplace.search.clear')}
        </Button>
      ),
    };
  }
  if (located && radius !== WHOLE_COUNTRY_MILES) {
    return {
      icon: MapPinOff,
      title: t('marketplace.empty.near.title', { radius: radiusText(t, radius, unit) }),
      description: t('marketplace.empty.near.description'),
      action: (
        <Button variant="outline" onClick={() => onChange({ radius: WHOLE_COUNTRY_MILES })}>
          {t('marketplace.empty.near.action')}
        </Button>
      ),
    };
  }
  return {
    icon: PackageOpen,
    title: t('marketplace.empty.none.title'),
    description: t(located ? 'marketplace.empty.none.description' : 'marketplace.empty.none.locationHint'),
  };
}

function EmptyResults(props: Omit<ListingResultsProps, 'results'>) {
  return <EmptyState {...useEmptyContent(props)} />;
}

/** Cards a 390×844 phone shows before scrolling (two rows of two below the search and filters). */
const FIRST_SCREEN_CARDS = 4;

/** Cards rendered before the rest of a page of results: the first screen's and the next row. */
const FIRST_RENDERED_CARDS = FIRST_SCREEN_CARDS + 2;

/** The cards (with a recommendation after every 8th in the all view), or the loading, error or empty state. */
export function ListingResults({ params, located, results, onChange }: ListingResultsProps) {
  const { t } = useTranslation();
  // New results render in the background, where the phone can interrupt them: the render their answer triggers
  // draws what was there again (the loading cards, or the previous cards, which then ask for no next page).
  const products = useDeferredValue(results.products);
  const { shown, complete } = useFirstThenAll(products, FIRST_RENDERED_CARDS);
  const catchingUp = products !== results.products && products.length === 0;
  if (results.isLoading || catchingUp) return <ProductGridSkeleton />;
  if (results.error) return <ListError error={results.error} onRetry={results.retry} />;
  if (results.products.length === 0)
    return <EmptyResults params={params} located={located} onChange={onChange} />;
  const every = params.listing === 'all' ? RECOMMENDATION_EVERY : 0;
  return (
    <>
      <ProductGrid label={t('productList.label')}>
        {withRecommendations(shown, every).map((entry, index) =>
          entry.kind === 'item' ? (
            <li key={entry.item.id}>
              <ProductCard product={entry.item} first={index < FIRST_SCREEN_CARDS} />
            </li>
          ) : (
            <li key={`recommendation-${entry.slot}`} className="col-span-full">
              <RecommendationBlock slot={entry.slot} shownCategoryId={params.categoryId} />
            </li>
          ),
        )}
      </ProductGrid>
      <LoadMore
        hasMore={results.hasMore && complete && products === results.products}
        isLoadingMore={results.isLoadingMore}
        failed={results.loadMoreFailed}
        onLoadMore={results.loadMore}
      />
    </>
  );
}
