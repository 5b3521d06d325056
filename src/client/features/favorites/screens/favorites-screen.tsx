import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AppBar } from '#client/components/app-bar.tsx';
import { Tabs } from '#client/components/ui/tabs.tsx';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { useFavorites } from '#client/features/favorites/api/get-favorites.ts';
import { EmptyState, ListError } from '#client/features/products/components/list-states.tsx';
import { ProductCard } from '#client/features/products/components/product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from '#client/features/products/components/product-grid.tsx';
import { SavedSearchList } from '#client/features/saved-searches/components/saved-search-list.tsx';
import favoritesTexts from '#shared/locales/es/favorites.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ favorites: favoritesTexts });

function FavoritesList() {
  const { t } = useTranslation();
  const favorites = useFavorites();
  if (favorites.isPending) return <ProductGridSkeleton />;
  if (favorites.isError)
    return <ListError error={favorites.error} onRetry={() => void favorites.refetch()} />;
  if (favorites.data.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favorites.emptyTitle')}
        description={t('favorites.emptyDescription')}
        action={
          <Link href="/" className={buttonClass()}>
            {t('favorites.browse')}
          </Link>
        }
      />
    );
  }
  return (
    <ProductGrid label={t('favorites.title')}>
      {favorites.data.map(({ id, product }) => (
        <li key={id}>
          <ProductCard product={product} />
        </li>
      ))}
    </ProductGrid>
  );
}

type FavoritesTab = 'products' | 'searches';

/**
 * /favorites: the favourite products with their count (removing one takes it off at once), and under "Búsquedas" the
 * saved searches (`?tab=searches` opens that tab).
 */
export default function FavoritesScreen() {
  const { t } = useTranslation();
  const { data } = useFavorites();
  const opensSearches = new URLSearchParams(useSearch()).get('tab') === 'searches';
  const [tab, setTab] = useState<FavoritesTab>(opensSearches ? 'searches' : 'products');
  useDocumentTitle(t('favorites.title'));
  return (
    <div className="space-y-4 py-2">
      <AppBar parent="/profile" title={t('favorites.title')}>
        {data && tab === 'products' && (
          <p role="status" className="shrink-0 text-sm text-muted-foreground">
            {t('favorites.count', { count: data.length })}
          </p>
        )}
      </AppBar>
      <Tabs
        label={t('favorites.tabsLabel')}
        items={[
          { value: 'products', label: t('favorites.tabs.products') },
          { value: 'searches', label: t('favorites.tabs.searches') },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'products' ? <FavoritesList /> : <SavedSearchList />}
      </Tabs>
    </div>
  );
}
