import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { BadgeList } from '#client/components/badge-list.tsx';
import { usePublicProfile } from '#client/features/public-profile/api/get-public-profile.ts';
import { ResponseTimeText } from '#client/features/public-profile/components/response-time-text.tsx';
import { StarRating } from './star-rating.tsx';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import publicProfileTexts from '#shared/locales/es/publicProfile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts, publicProfile: publicProfileTexts });

type Seller = NonNullable<Product['seller']>;

/** '★★★★½ 4.8 (12)', or 'Sin reseñas todavía'. */
function Rating({ seller }: { seller: Seller }) {
  const { t, i18n } = useTranslation();
  if (seller.reviewCount === 0) return <span>{t('publicProfile.noReviews')}</span>;
  const shown = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(seller.rating);
  return (
    <span className="inline-flex items-center gap-1">
      <StarRating rating={seller.rating} />
      <span aria-hidden>
        {shown} ({seller.reviewCount})
      </span>
    </span>
  );
}

/**
 * Who sells, in one row right under the price: picture, name, rating, sales, earned badges (each explains itself on
 * tap, above the row's link) and how soon they usually answer
 * (the last two from their profile, when it has loaded). The whole row opens their profile.
 */
export function SellerCard({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  const profile = usePublicProfile(seller.id).data;
  return (
    <section
      aria-label={t('productDetail.sellerTitle')}
      className="relative flex items-center gap-3 rounded-2xl border border-border bg-card p-3"
    >
      <Avatar name={seller.displayName} imageUrl={seller.profileImageUrl} />
      <div className="min-w-0 flex-1 space-y-0.5">
        <p className="truncate font-semibold">
          <Link
            href={`/users/${seller.id}`}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-ring"
          >
            {seller.displayName}
          </Link>
        </p>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
          <Rating seller={seller} />
          {profile && <span>· {t('productDetail.salesCount', { count: profile.soldItemsCount })}</span>}
        </p>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground empty:hidden">
          <BadgeList badges={seller.badges} compact />
          {profile && <ResponseTimeText responseMinutes={profile.responseMinutes} />}
        </div>
      </div>
      <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
    </section>
  );
}
