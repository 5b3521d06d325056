import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/products.ts';
import { Avatar } from '#client/components/avatar.tsx';
import { EmailVerifiedBadge } from '#client/components/email-verified-badge.tsx';
import { Card } from '#client/components/ui/card.tsx';

type Seller = NonNullable<Product['seller']>;

/** Who sells: picture (initials generated here when missing), name, the verified badge (national ID check) and the email one. */
export function SellerCard({ seller }: { seller: Seller }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="seller-title" className="space-y-3 p-4">
      <h2 id="seller-title" className="text-sm font-semibold text-muted-foreground">
        {t('productDetail.sellerTitle')}
      </h2>
      <div className="flex items-center gap-3">
        <Avatar
          firstName={seller.firstName}
          lastName={seller.lastName}
          imageUrl={seller.profileImageUrl}
          size="lg"
        />
        <div className="min-w-0 space-y-1">
          <p className="truncate font-semibold">
            {seller.firstName} {seller.lastName}
          </p>
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
      </div>
    </Card>
  );
}
