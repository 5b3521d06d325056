import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/products.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useConfirmPurchase } from '#client/features/products/api/handover.ts';
import { HandoverCodeCard } from './handover-code-card.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** The recorded buyer of a sale marked by hand says they got it: the sale counts as confirmed for both. */
function ConfirmPurchase({ product, sellerName }: { product: Product; sellerName: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPurchase();
  // Awaited: the answer (the purchase confirmed) takes this card away, before mutate's callbacks would run.
  async function onConfirm() {
    try {
      await confirm.mutateAsync(product.id);
      toast({ title: t('deal.confirmPurchaseSuccess') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('deal.confirmPurchaseError'),
        description: errorMessage(error) ?? t('productDetail.tryAgain'),
      });
    }
  }
  return (
    <div className="space-y-2 rounded-2xl border border-border bg-card p-4">
      <p className="text-sm">{t('deal.confirmPurchaseHint', { name: sellerName })}</p>
      <Button className="w-full" onClick={() => void onConfirm()} disabled={confirm.isPending}>
        <PackageCheck aria-hidden className="size-5" />
        {t('deal.confirmPurchase')}
      </Button>
    </div>
  );
}

/** The buyer's side of the deal on the listing: their handover code while it is reserved for them, then confirming. */
export function BuyerDeal({ product, sellerName }: { product: Product; sellerName: string }) {
  if (product.reservedForYou) return <HandoverCodeCard productId={product.id} sellerName={sellerName} />;
  if (product.canConfirmPurchase) return <ConfirmPurchase product={product} sellerName={sellerName} />;
  return null;
}
