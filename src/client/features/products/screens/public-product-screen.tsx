import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { PublicProduct } from '#shared/sharing.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { PriceTag } from '#client/features/products/components/price-tag.tsx';
import { ProductBadges } from '#client/features/products/components/product-badges.tsx';
import { ProductGallery } from '#client/features/products/components/product-gallery.tsx';
import { StarRating } from '#client/features/products/components/star-rating.tsx';
import { productIdOf } from '#client/features/products/route-id.ts';
import { usePublicProduct } from '#client/features/products/api/get-public-product.ts';
import { ShareListingButtons } from '#client/features/sharing/components/share-listing-buttons.tsx';
import { SharedUnavailable } from '#client/features/sharing/components/shared-unavailable.tsx';
import { VisitorCallToAction } from '#client/features/sharing/components/visitor-call-to-action.tsx';
import sharingTexts from '#shared/locales/es/sharing.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ sharing: sharingTexts });

function SellerLine({ seller }: { seller: PublicProduct['seller'] }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span>{t('sharing.soldBy', { name: seller.displayName })}</span>
      {seller.reviewCount > 0 ? (
        <span className="flex items-center gap-1">
          <StarRating rating={seller.rating} />
          <span className="text-muted-foreground">
            {t('sharing.reviewCount', { count: seller.reviewCount })}
          </span>
        </span>
      ) : (
        <span className="text-muted-foreground">{t('sharing.noReviewsYet')}</span>
      )}
    </p>
  );
}

function PublicProductView({ product }: { product: PublicProduct }) {
  const { t } = useTranslation();
  useDocumentTitle(product.title);
  const sold = product.status === 'sold';
  return (
    <article className="mx-auto w-full max-w-2xl space-y-5">
      <ProductGallery images={product.images} title={product.title} sold={sold} />
      <div className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight break-words">{product.title}</h1>
        <PriceTag product={product} size="detail" />
        <ProductBadges product={product} />
        {product.location && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {t('sharing.area', { place: product.location })}
          </p>
        )}
        <SellerLine seller={product.seller} />
      </div>
      <VisitorCallToAction
        prompt={
          sold ? t('sharing.soldPrompt') : t('sharing.messagePrompt', { name: product.seller.displayName })
        }
      />
      <ShareListingButtons product={product} />
    </article>
  );
}

/** /products/{id} opened by a visitor: the listing read-only, and a way to sign in that comes back here. */
export default function PublicProductScreen() {
  const params = useParams<{ id: string }>();
  const productId = productIdOf(params.id) ?? 0;
  const product = usePublicProduct(productId);
  if (product.isPending) return <PageSpinner />;
  if (product.isError)
    return <SharedUnavailable error={product.error} onRetry={() => void product.refetch()} />;
  return <PublicProductView product={product.data} />;
}
