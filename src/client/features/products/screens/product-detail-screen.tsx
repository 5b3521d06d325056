import { ArrowLeft, CalendarX, CircleCheck, Lock, MapPin, UserX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { listingDistance, relativeTimeParts } from '#shared/format.ts';
import type { LatLng } from '#shared/geo.ts';
import { haversineMiles } from '#shared/great-circle.ts';
import type { Product } from '#shared/products.ts';
import { browsingCentre } from '#client/lib/browsing-centre.ts';
import { useChosenPlace } from '#client/lib/chosen-place.ts';
import { cn } from '#client/lib/cn.ts';
import { useDistanceUnit } from '#client/lib/distance-unit.ts';
import { useGoBack } from '#client/components/app-bar.tsx';
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
import { QuickMessages } from '#client/features/products/components/quick-messages.tsx';
import { ProductSkeleton } from '#client/features/products/components/product-skeleton.tsx';
import { ProductGallery } from '#client/features/products/components/product-gallery.tsx';
import { ProductUnavailable } from '#client/features/products/components/lazy-product-unavailable.ts';
import { ReviewPrompt } from '#client/features/products/components/review-prompt.tsx';
import { SellerCard } from '#client/features/products/components/seller-card.tsx';
import { SimilarProductsPanel } from '#client/features/products/components/similar-products-panel.tsx';
import {
  confirmationNoteOf,
  dealNoteOf,
  hasBuyerPart,
  revieweeOf,
} from '#client/features/products/deal-view.ts';
import { SafetyTipsLink } from '#client/features/safety/components/safety-tips-link.tsx';
import { ShareListingButtons } from '#client/features/sharing/components/share-listing-buttons.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import moderationTexts from '#shared/locales/es/moderation.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, moderation: moderationTexts, productDetail: productDetailTexts });

/** Only the seller sees them: their code loads for the seller's own listings, not for every visit. */
const OwnerActions = lazy(() =>
  import('#client/features/products/components/owner-actions.tsx').then((module) => ({
    default: module.OwnerActions,
  })),
);

/** Only the buyer of a reserved or sold listing sees it: their handover code, or confirming the purchase. */
const BuyerDeal = lazy(() =>
  import('#client/features/products/components/buyer-deal.tsx').then((module) => ({
    default: module.BuyerDeal,
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
  const confirmation = confirmationNoteOf(product);
  const text = [
    'person' in note ? t(note.key, { name: note.person.displayName }) : t(note.key),
    confirmation && t(confirmation),
  ]
    .filter(Boolean)
    .join(' · ');
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

/** How far the listing is from the viewer's position or chosen town: 'a 1 km de ti'; null while neither is known. */
function useDistanceFromViewer(product: Product): string | null {
  const { t } = useTranslation();
  const position = useGeolocation({ request: locationPreviouslyGranted() });
  const chosen = useChosenPlace();
  const unit = useDistanceUnit();
  const area = areaOf(product);
  const centre = browsingCentre(position, chosen).point;
  if (!area || !centre) return null;
  const distance = listingDistance(haversineMiles(centre, area), unit);
  if (!distance) return null;
  return t(distance.within ? 'productDetail.withinFromYou' : 'productDetail.distanceFromYou', {
    distance: distance.text,
  });
}

/** 'a 1 km de ti · San Salvador · hace 2 horas'. */
function Whereabouts({ product }: { product: Product }) {
  const age = useAge(product.createdAt);
  const distance = useDistanceFromViewer(product);
  const rest = [product.placeName ?? product.location, age].filter(Boolean).join(' · ');
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <MapPin aria-hidden className="size-4 shrink-0" />
      <span>
        {distance && <strong className="font-semibold text-foreground">{distance} · </strong>}
        {rest}
      </span>
    </p>
  );
}

/** Back over the photo: the previous screen of the app, or home when the listing was opened from a link. */
function BackButton() {
  const { t } = useTranslation();
  const goBack = useGoBack('/');
  return (
    <button
      type="button"
      aria-label={t('productDetail.back')}
      onClick={goBack}
      className="absolute top-3 left-3 inline-flex size-11 items-center justify-center rounded-full bg-card/95 text-foreground shadow-md focus-visible:outline-2 focus-visible:outline-ring"
    >
      <ArrowLeft aria-hidden className="size-5" />
    </button>
  );
}

/** To anyone but its seller: the listing expired, so nothing here can be bought. */
function ExpiredNotice() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-1 rounded-2xl border border-border bg-muted p-4">
      <p className="flex items-center gap-2 font-semibold">
        <CalendarX aria-hidden className="size-5 shrink-0" />
        {t('deal.expiredOther')}
      </p>
      <p className="text-sm text-muted-foreground">{t('deal.expiredOtherHint')}</p>
    </div>
  );
}

/**
 * The owner's handover and undo of a recent sale (their other actions are in the bar); the buyer's handover code or
 * confirmation of the purchase.
 */
function Actions({ product, viewerId }: { product: Product; viewerId: number | null }) {
  if (product.sellerId === viewerId) {
    return (
      <Suspense fallback={null}>
        <OwnerActions product={product} />
      </Suspense>
    );
  }
  if (viewerId === null || !product.seller || !hasBuyerPart(product)) return null;
  return (
    <Suspense fallback={null}>
      <BuyerDeal product={product} sellerName={product.seller.displayName} />
    </Suspense>
  );
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

/**
 * Above the fold on a phone: the photo edge to edge with the way back and the heart, the price, the title, how far and
 * where, and who sells; then the one-tap questions, the description and the rest. The actions stay in the bottom bar.
 */
function ProductView({ product, seller, viewerId }: ProductViewProps) {
  const position = useGeolocation({ request: locationPreviouslyGranted() });
  const near: LatLng | null =
    position.status === 'available' ? { latitude: position.latitude, longitude: position.longitude } : null;
  const meetup = meetupOf(product);
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const own = product.sellerId === viewerId;
  useDocumentTitle(product.title);
  return (
    <article className={cn('space-y-4', hasMainAction(product, viewerId) && 'pb-20')}>
      <div className="relative -mx-4 -mt-4 sm:mx-0 sm:mt-0">
        <ProductGallery images={product.images} title={product.title} sold={product.isSold} />
        <BackButton />
        {!own && (!product.isSold || product.isFavorite) && (
          <FavoriteButton product={product} className="absolute top-3 right-3" />
        )}
      </div>
      <div className="space-y-1.5">
        <PriceTag product={product} size="detail" />
        <h1
          className={cn(
            'text-xl leading-snug font-bold tracking-tight break-words',
            product.isSold && 'text-muted-foreground line-through',
          )}
        >
          {product.title}
        </h1>
        <Whereabouts product={product} />
        <ProductBadges product={product} />
        {viewerId !== null && <DealNoteLine product={product} viewerId={viewerId} />}
      </div>
      <Actions product={product} viewerId={viewerId} />
      <SellerCard seller={seller} />
      {!own && product.status === 'expired' && <ExpiredNotice />}
      {!own && !product.isSold && product.status !== 'expired' && !product.reservedForYou && (
        <QuickMessages product={product} />
      )}
      {viewerId !== null && <Review product={product} viewerId={viewerId} />}
      <section aria-labelledby="description-title" className="space-y-1.5">
        <h2 id="description-title" className="text-lg font-semibold">
          {t('productDetail.descriptionTitle')}
        </h2>
        <p className="break-words whitespace-pre-line">{product.description}</p>
      </section>
      {!product.isSold && product.status !== 'expired' && <ShareListingButtons product={product} />}
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <SafetyTipsLink />
        {!own && (
          <ReportButton
            target={{ type: 'product', id: product.id }}
            label={t('moderation.reportListing')}
            onReported={() => navigate('/')}
          />
        )}
      </div>
      {meetup && <MeetupCard point={meetup} area={areaOf(product)} />}
      <SimilarProductsPanel productId={product.id} categoryId={product.categoryId} near={near} />
      <ProductActionBar product={product} viewerId={viewerId} sellerName={seller.displayName} />
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
