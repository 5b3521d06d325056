import { CircleCheck, Lock, MapPin, UserX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { relativeTimeParts } from '#shared/format.ts';
import type { LatLng } from '#shared/geo.ts';
import type { Product } from '#shared/products.ts';
import { AppBar } from '#client/components/app-bar.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { locationPreviouslyGranted, useGeolocation } from '#client/lib/geolocation.ts';
import { MeetupCard } from '#client/features/map/components/meetup-card.tsx';
import type { MeetupPoint } from '#client/features/map/components/meetup.ts';
import { ReportButton } from '#client/features/moderation/components/report-button.tsx';
import { FavoriteButton } from '#client/features/products/components/favorite-button.tsx';
import { PriceTag } from '#client/features/products/components/price-tag.tsx';
import { ProductBadges } from '#client/features/products/components/product-badges.tsx';
import { hasMainAction, ProductActionBar } from '#client/features/products/components/product-action-bar.tsx';
import { LoadedProduct } from '#client/features/products/components/loaded-product.tsx';
import { ProductSkeleton } from '#client/features/products/components/product-skeleton.tsx';
import { ProductGallery } from '#client/features/products/components/product-gallery.tsx';
import { ProductUnavailable } from '#client/features/products/components/lazy-product-unavailable.ts';
import { ReviewPrompt } from '#client/features/products/components/review-prompt.tsx';
import { SellerCard } from '#client/features/products/components/seller-card.tsx';
import { SimilarProductsPanel } from '#client/features/products/components/similar-products-panel.tsx';
import { dealNoteOf, revieweeOf } from '#client/features/products/deal-view.ts';
import { SafetyTipsLink } from '#client/features/safety/components/safety-tips-link.tsx';
import { ShareListingButtons } from '#client/features/sharing/components/share-listing-buttons.tsx';
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ moderation: moderationTexts, productDetail: productDetailTexts });

/** Only the seller sees them: their code loads for the seller's own listings, not for every visit. */
const OwnerActions = lazy(() =>
  import('#client/features/products/components/owner-actions.tsx').then((module) => ({
    default: module.OwnerActions,
  })),
);

/** Where the listing is, approximately: the centre of its grid cell, as the API serves it. */
function areaOf({ latitude, longitude }: Product): LatLng | null {
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function meetupOf(product: Product): MeetupPoint | null {
  const { meetupLocation, meetupLatitude, meetupLongitude } = product;
  if (!meetupLocation || meetupLatitude === null || meetupLongitude === null) return null;
  return { name: meetupLocation, latitude: meetupLatitude, longitude: meetupLongitude };
}

/** 'hace 5 minutos' / '5 minutes ago' (minutes, hours, days). */
function useAge(createdAt: string): string {
  const { t } = useTranslation();
  const { unit, value } = relativeTimeParts(createdAt);
  if (unit === 'minutes' && value === 0) return t('productDetail.ageJustNow');
  return t(`productDetail.age_${unit}`, { count: value });
}

/** 'Reservado para ti', 'Reservado para Ana López', 'Vendido a Ana López'…, for whom it concerns. */
function DealNoteLine({ product, viewerId }: { product: Product; viewerId: number }) {
  const { t } = useTranslation();
  const note = dealNoteOf(product, viewerId);
  if (!note) return null;
  const text = 'person' in note ? t(note.key, { name: note.person.displayName }) : t(note.key);
  return (
    <p className="flex items-center gap-1.5 text-sm font-semibold">
      {product.status === 'reserved' ? (
        <Lock aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
      ) : (
        <CircleCheck aria-hidden className="size-4 shrink-0 text-accent" />
      )}
      {text}
    </p>
  );
}

function Whereabouts({ product }: { product: Product }) {
  const age = useAge(product.createdAt);
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <MapPin aria-hidden className="size-4 shrink-0" />
      <span>{[product.location, age].filter(Boolean).join(' · ')}</span>
    </p>
  );
}

/**
 * The seller's deal actions. Messaging and the heart of an unsold product are in the action bar; an old favourite
 * of a sold product can still be removed here, as on the cards.
 */
function Actions({ product, viewerId }: { product: Product; viewerId: number | null }) {
  if (product.sellerId === viewerId) {
    return (
      <Suspense fallback={null}>
        <OwnerActions product={product} />
      </Suspense>
    );
  }
  return product.isSold && product.isFavorite ? (
    <FavoriteButton product={product} className="border border-border" />
  ) : null;
}

/** The prompt to rate the other side of a sale; `?review=1` (the chat's link) opens its dialog at once. */
function Review({ product, viewerId }: { product: Product; viewerId: number }) {
  const [, navigate] = useLocation();
  const search = useSearch();
  const reviewee = revieweeOf(product, viewerId);
  if (!product.canReview || !reviewee) return null;
  const asked = new URLSearchParams(search).get('review') === '1';
  return (
    <ReviewPrompt
      productId={product.id}
      productTitle={product.title}
      reviewee={reviewee}
      openAtStart={asked}
      onDialogClosed={() => {
        if (asked) navigate(`/products/${product.id}`, { replace: true });
      }}
    />
  );
}

interface ProductViewProps {
  product: Product;
  seller: NonNullable<Product['seller']>;
  /** Null for a visitor, who reads it all and signs in at their first write. */
  viewerId: number | null;
}

function ProductView({ product, seller, viewerId }: ProductViewProps) {
  const position = useGeolocation({ request: locationPreviouslyGranted() });
  const near: LatLng | null =
    position.status === 'available' ? { latitude: position.latitude, longitude: position.longitude } : null;
  const meetup = meetupOf(product);
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  useDocumentTitle(product.title);
  return (
    <article className={cn('space-y-5', hasMainAction(product, viewerId) && 'pb-16')}>
      <AppBar parent="/" />
      <ProductGallery images={product.images} title={product.title} sold={product.isSold} />
      <div className="space-y-2">
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight break-words',
            product.isSold && 'text-muted-foreground line-through',
          )}
        >
          {product.title}
        </h1>
        <PriceTag product={product} size="detail" />
        <ProductBadges product={product} />
        {viewerId !== null && <DealNoteLine product={product} viewerId={viewerId} />}
        <Whereabouts product={product} />
        {!product.isSold && <ShareListingButtons product={product} />}
      </div>
      <Actions product={product} viewerId={viewerId} />
      {viewerId !== null && <Review product={product} viewerId={viewerId} />}
      <section aria-labelledby="description-title" className="space-y-1.5">
        <h2 id="description-title" className="text-lg font-semibold">
          {t('productDetail.descriptionTitle')}
        </h2>
        <p className="break-words whitespace-pre-line">{product.description}</p>
      </section>
      <div className="space-y-1">
        <SellerCard seller={seller} />
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <SafetyTipsLink />
          {product.sellerId !== viewerId && (
            <ReportButton
              target={{ type: 'product', id: product.id }}
              label={t('moderation.reportListing')}
              onReported={() => navigate('/')}
            />
          )}
        </div>
      </div>
      {meetup && <MeetupCard point={meetup} area={areaOf(product)} />}
      <SimilarProductsPanel productId={product.id} categoryId={product.categoryId} near={near} />
      <ProductActionBar product={product} viewerId={viewerId} />
    </article>
  );
}

function ProductDetail({ product, viewerId }: { product: Product; viewerId: number | null }) {
  const { t } = useTranslation();
  if (!product.seller) {
    return (
      <ProductUnavailable
        icon={UserX}
        title={t('productDetail.userNotFoundTitle')}
        description={t('productDetail.userNotFoundDescription')}
      />
    );
  }
  return <ProductView product={product} seller={product.seller} viewerId={viewerId} />;
}

/**
 * /products/{id}, for signed-in people and visitors alike: the product, its seller and meetup place, similar products
 * nearby, and the actions (a visitor's first one asks them to sign in).
 */
export default function ProductDetailScreen() {
  return (
    <LoadedProduct placeholder={<ProductSkeleton />}>
      {(product, viewerId) => <ProductDetail product={product} viewerId={viewerId} />}
    </LoadedProduct>
  );
}
