import { CircleCheck, Lock, LockOpen, Trash2, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useReserveProduct } from '#client/features/products/api/reserve-product.ts';
import { useUndoSold } from '#client/features/products/api/undo-sold.ts';
import { ownerDealActions } from '#client/features/products/deal-view.ts';
import { toastUndoOutcome } from '#client/features/products/undo-toast.ts';
import type { DealDialogMode } from './deal-dialog.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** The dialogs (and their library) load when the seller first opens one, not with every listing. */
const DeleteProductDialog = lazy(() =>
  import('./delete-product-dialog.tsx').then((module) => ({ default: module.DeleteProductDialog })),
);
const DealDialog = lazy(() => import('./deal-dialog.tsx').then((module) => ({ default: module.DealDialog })));

/** Re-renders when `until` (an ISO time) passes, so that what depends on it disappears on time. */
function useRerenderAt(until: string | null) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const wait = Date.parse(until) - Date.now();
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setTick((tick) => tick + 1), wait + 100);
    return () => window.clearTimeout(timer);
  }, [until]);
}

function UndoSale({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const undo = useUndoSold();

  // Awaited: the answer replaces this block with the listing's actions, before mutate's callbacks would run.
  function onUndo() {
    return toastUndoOutcome(t, undo.mutateAsync(productId));
  }

  return (
    <div className="space-y-2 rounded-2xl border border-border bg-card p-4">
      <p className="text-sm text-muted-foreground">{t('deal.undoHint')}</p>
      <Button variant="outline" className="w-full" onClick={() => void onUndo()} disabled={undo.isPending}>
        <Undo2 aria-hidden className="size-5" />
        {t(undo.isPending ? 'deal.undoingSale' : 'deal.undoSale')}
      </Button>
    </div>
  );
}

function ReleaseButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const reserve = useReserveProduct();

  // Awaited: the answer swaps this button for 'Reservar', before mutate's callbacks would run.
  async function onRelease() {
    try {
      await reserve.mutateAsync({ productId, buyerId: null });
      toast({ title: t('deal.releaseSuccess') });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('deal.releaseError'),
        description: errorMessage(error) ?? t('productDetail.tryAgain'),
      });
    }
  }

  return (
    <Button
      variant="outline"
      className="px-3 whitespace-nowrap"
      onClick={() => void onRelease()}
      disabled={reserve.isPending}
    >
      <LockOpen aria-hidden className="size-5" />
      {t(reserve.isPending ? 'deal.releasing' : 'deal.release')}
    </Button>
  );
}

/**
 * The seller's actions: sell (to a buyer who wrote, or outside Cerquita), reserve or release, and delete an unsold
 * listing (editing is the page's action bar); on a sold one, undo the sale while its window lasts.
 */
export function OwnerActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<DealDialogMode | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [, navigate] = useLocation();
  useRerenderAt(product.undoSoldUntil);
  const actions = ownerDealActions(product);

  if (actions.undoSale) return <UndoSale productId={product.id} />;
  if (!actions.markSold) return null;
  return (
    <div className="space-y-2">
      <Button variant="outline" className="w-full" onClick={() => setDialog('sell')}>
        <CircleCheck aria-hidden className="size-5" />
        {t('productDetail.markSold')}
      </Button>
      <div className="grid grid-cols-2 gap-2">
        {actions.release ? (
          <ReleaseButton productId={product.id} />
        ) : (
          <Button variant="outline" onClick={() => setDialog('reserve')}>
            <Lock aria-hidden className="size-5" />
            {t('deal.reserve')}
          </Button>
        )}
        <Button variant="outline" className="text-destructive" onClick={() => setConfirmingDelete(true)}>
          <Trash2 aria-hidden className="size-5" />
          {t('productDetail.delete')}
        </Button>
      </div>
      <Suspense fallback={null}>
        {dialog && (
          <DealDialog
            key={dialog}
            product={product}
            mode={dialog}
            open
            onOpenChange={(open) => !open && setDialog(null)}
          />
        )}
        {confirmingDelete && (
          <DeleteProductDialog
            productId={product.id}
            open
            onOpenChange={setConfirmingDelete}
            onDeleted={() => navigate('/', { replace: true })}
          />
        )}
      </Suspense>
    </div>
  );
}
