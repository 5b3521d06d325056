import { ArrowRight, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatPrice } from '#shared/format.ts';
import type { LatLng } from '#shared/geo.ts';
import type { ProductSummary } from '#shared/products.ts';
import { buttonClass } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { distanceText } from '#client/lib/distance-text.ts';
import {
  useSimilarProducts,
  type SimilarProducts,
} from '#client/features/products/api/get-similar-products.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

function CompactProductCard({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const distance = distanceText(t, product.distance);
  return (
    <li>
      <Link
        href={`/products/${product.id}`}
        className="block overflow-hidden rounded-xl border border-border bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <div className="aspect-square bg-muted">
          {product.thumbnailUrl ? (
            <img
              src={product.thumbnailUrl}
              alt=""
              loading="lazy"
              decoding="async"
              className={cn('size-full object-cover', product.isSold && 'opacity-50 grayscale')}
            />
          ) : (
            <div className="flex size-full items-center justify-center text-muted-foreground">
              <ImageOff aria-hidden className="size-6" />
            </div>
          )}
        </div>
        <div className="space-y-0.5 p-2">
          <p className={cn('truncate text-sm font-medium', product.isSold && 'line-through')}>
            {product.title}
          </p>
          <p className="text-sm font-bold text-primary">{formatPrice(product.price)}</p>
          {distance && <p className="text-xs text-muted-foreground">{distance}</p>}
        </div>
      </Link>
    </li>
  );
}

function MoreBadge({ similar }: { similar: SimilarProducts }) {
  const { t } = useTranslation();
  if (similar.more === 0) return null;
  return (
    <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-semibold text-muted-foreground">
      {t(similar.moreIsAtLeast ? 'productDetail.similarMoreCapped' : 'productDetail.similarMore', {
        count: similar.more,
      })}
    </span>
  );
}

interface SimilarProductsPanelProps {
  productId: number;
  categoryId: number;
  /** The user's position; the panel stays away until it is known. */
  near: LatLng | null;
}

/**
 * Up to 4 products of the same category within 3 miles of the user, a '+N more' badge and a link to the
 * category on home. Shown only with something to show: not while loading, after an error or when there are none.
 */
export function SimilarProductsPanel({ productId, categoryId, near }: SimilarProductsPanelProps) {
  const { t } = useTranslation();
  const similar = useSimilarProducts(near ? { productId, categoryId, near } : null);
  if (!similar.data || similar.data.shown.length === 0) return null;
  return (
    <section aria-labelledby="similar-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="similar-title" className="text-lg font-semibold">
          {t('productDetail.similarTitle')}
        </h2>
        <MoreBadge similar={similar.data} />
      </div>
      <ul className="grid grid-cols-2 gap-3">
        {similar.data.shown.map((product) => (
          <CompactProductCard key={product.id} product={product} />
        ))}
      </ul>
      <Link
        href={`/?category=${categoryId}`}
        className={buttonClass({ variant: 'link', size: 'inline', className: 'gap-1' })}
      >
        {t('productDetail.viewAllSimilar')}
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    </section>
  );
}
