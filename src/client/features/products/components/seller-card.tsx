import { BadgeCheck, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { EmailVerifiedBadge } from '#client/components/email-verified-badge.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { RatingSummary } from './star-rating.tsx';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

type Seller = NonNullable<Product['seller']>;

/**
 * Who sells: picture (initials generated here when missing), name (the whole card opens their profile), rating, the
 * verified badge (national ID check) and the email one.
 */
export function SellerCard({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="seller-title" className="relative space-y-3 p-4">
      <h2 id="seller-title" className="text-sm font-semibold text-muted-foreground">
        {t('productDetail.sellerTitle')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar name={seller.displayName} imageUrl={seller.profileImageUrl} size="lg" />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="truncate font-semibold">
            <Link
              href={`/users/${seller.id}`}
              className="underline-offset-4 outline-none after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:underline focus-visible:after:outline-2 focus-visible:after:outline-ring"
            >
              {seller.displayName}
            </Link>
          </p>
          <RatingSummary rating={seller.rating} reviewCount={seller.reviewCount} />
          <div className="flex flex-wrap gap-1.5">
            {seller.isVerified && (
              <p className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">
                <BadgeCheck aria-hidden className="size-4" />
                {t('productDetail.verified')}
              </p>
            )}
            {seller.emailVerified && <EmailVerifiedBadge />}
          </div>
        </div>
        <ChevronRight aria-hidden className="size-5 shrink-0 text-muted-foreground" />
      </div>
    </Card>
  );
}
