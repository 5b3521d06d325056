import { ImageOff, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ProductSummary } from '#shared/products.ts';
import { cn } from '#client/lib/cn.ts';
import { distanceText } from '#client/lib/distance-text.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { PriceTag } from './price-tag.tsx';
import { StatusBadge } from './status-badge.tsx';

function Thumbnail({ url, sold, first }: { url: string | null; sold: boolean; first: boolean }) {
  const imageClass = cn('size-full object-cover', sold && 'opacity-50 grayscale');
  if (!url) {
    return (
      <div className={cn(imageClass, 'flex items-center justify-center text-muted-foreground')}>
        <ImageOff aria-hidden className="size-8" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      className={imageClass}
    />
  );
}

/** Distance from the user when known (km or mi, never finer than the listing's approximate location), then its town. */
function Whereabouts({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const distance = distanceText(t, product.distance);
  const parts = [distance, product.placeName ?? product.location ?? ''].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
      <MapPin aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{parts.join(' · ')}</span>
    </p>
  );
}

/**
 * A product in a grid: photo, title, price with 2 decimals (and the old one struck through after a drop), distance,
 * and the heart. The whole card opens /products/{id}. A reserved product shows 'RESERVADO' over its photo; a sold one
 * is dimmed with 'VENDIDO' over its photo and a struck-through title, and cannot be favourited (an old favourite of it
 * can still be removed). `first`: one of the cards a phone shows before any scrolling, whose photo loads at once and
 * ahead of the others.
 */
export function ProductCard({ product, first = false }: { product: ProductSummary; first?: boolean }) {
  const canToggleFavorite = !product.isSold || product.isFavorite;
  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-sm',
        'has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring',
      )}
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-muted">
        <Thumbnail url={product.thumbnailUrl} sold={product.isSold} first={first} />
        {product.status !== 'available' && (
          <span className="absolute inset-0 flex items-center justify-center">
            <StatusBadge status={product.status} />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h3 className={cn('line-clamp-2 text-sm leading-snug font-medium', product.isSold && 'line-through')}>
          <Link
            href={`/products/${product.id}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {product.title}
          </Link>
        </h3>
        <PriceTag product={product} size="card" />
        <div className="mt-auto">
          <Whereabouts product={product} />
        </div>
      </div>
      {canToggleFavorite && <FavoriteButton product={product} className="absolute top-2 right-2 z-10" />}
    </article>
  );
}
