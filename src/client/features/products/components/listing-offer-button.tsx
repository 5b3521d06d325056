import { HandCoins } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Button } from '#client/components/ui/button.tsx';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useMakeListingOffer } from '#client/features/products/api/make-listing-offer.ts';
import offersTexts from '#shared/locales/es/offers.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ offers: offersTexts, productDetail: productDetailTexts });

/** The amount sheet loads with the first tap, not with every listing. */
const OfferAmountDialog = lazy(() =>
  import('#client/features/conversations/components/offer-amount-dialog.tsx').then((module) => ({
    default: module.OfferAmountDialog,
  })),
);

/**
 * 'Hacer oferta' on the listing: the amount sheet, then the offer is made (the chat opened if there was none) and the
 * chat opens. A visitor signs in first, and the sheet opens by itself once they have.
 */
export function ListingOfferButton({ product, sellerName }: { product: Product; sellerName: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const signInFirst = useSignInFirst();
  const offer = useMakeListingOffer();
  return (
    <>
      <Button
        variant="outline"
        className="flex-1 px-3 whitespace-nowrap"
        onClick={() => signInFirst(() => setOpen(true))}
      >
        <HandCoins aria-hidden className="size-5" />
        {t('productDetail.makeOffer')}
      </Button>
      <Suspense fallback={null}>
        {open && (
          <OfferAmountDialog
            open
            onOpenChange={setOpen}
            title={t('offers.makeTitle')}
            description={t('offers.makeDescription', { name: sellerName })}
            submitLabel={t('offers.send')}
            listedPrice={product.price}
            onSend={async (input) => {
              const made = await offer.mutateAsync({ productId: product.id, input });
              navigate(`/chat/${made.conversationId}`);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
