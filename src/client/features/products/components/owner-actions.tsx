import { CircleCheck, Lock, LockOpen, MoreVertical, Pencil, Trash2, Undo2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useReserveProduct } from '#client/features/products/api/reserve-product.ts';
import { useUndoSold } from '#client/features/products/api/undo-sold.ts';
import { ownerDealActions } from '#client/features/products/deal-view.ts';
import { toastUndoOutcome } from '#client/features/products/undo-toast.ts';
import { ConfirmHandoverLink } from './confirm-handover-link.tsx';
import type { DealDialogMode } from './deal-dialog.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** The dialogs (and their library) load when the seller first opens one, not with every listing. */
const DeleteProductDialog = lazy(() =>
  import('./delete-product-dialog.tsx').then((module) => ({ default: module.DeleteProductDialog })),
);
const ActionSheet = lazy(() =>
  import('#client/components/ui/action-sheet.tsx').then((module) => ({ default: module.ActionSheet })),
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

/** A button of the owner's bar: the icon over a short label, three of them side by side on a phone. */
const BAR_BUTTON = 'min-h-14 flex-1 flex-col gap-0.5 px-1 text-xs leading-tight';

function ReleaseButton({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const reserve = useReserveProduct();

  // Awaited: the answer swaps this button for 'Marcar reservado', before mutate's callbacks would run.
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
      className={BAR_BUTTON}
      onClick={() => void onRelease()}
      disabled={reserve.isPending}
    >
      <LockOpen aria-hidden className="size-5" />
      {t(reserve.isPending ? 'deal.releasing' : 'deal.release')}
    </Button>
  );
}

/**
 * On a reserved listing, confirming the handover with the buyer's code; on a sold one, undoing the sale while its
 * window lasts; nothing otherwise (the rest is in the owner's bar).
 */
export function OwnerActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  useRerenderAt(product.undoSoldUntil);
  if (product.status === 'reserved' && product.reservedFor) {
    return (
      <div className="space-y-2 rounded-2xl border border-border bg-card p-4">
        <p className="text-sm text-muted-foreground">
          {t('deal.confirmHandoverHint', { name: product.reservedFor.displayName })}
        </p>
        <ConfirmHandoverLink productId={product.id} className="w-full" />
      </div>
    );
  }
  return ownerDealActions(product).undoSale ? <UndoSale productId={product.id} /> : null;
}

type Opened = DealDialogMode | 'delete' | 'more';

/**
 * The owner's sticky bar on an unsold listing: edit, reserve (or release) and sell (to a buyer who wrote, or outside
 * Cerquita); deleting waits behind ⋮, away from the thumb.
 */
export function OwnerBar({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [, navigate] = useLocation();
  const actions = ownerDealActions(product);
  const close = () => setOpened(null);
  return (
    <>
      <Link
        href={`/products/${product.id}/edit`}
        className={buttonClass({ variant: 'outline', className: BAR_BUTTON })}
      >
        <Pencil aria-hidden className="size-5" />
        {t('deal.edit')}
      </Link>
      {actions.release ? (
        <ReleaseButton productId={product.id} />
      ) : (
        <Button variant="outline" className={BAR_BUTTON} onClick={() => setOpened('reserve')}>
          <Lock aria-hidden className="size-5" />
          {t('productDetail.markReserved')}
        </Button>
      )}
      <Button className={BAR_BUTTON} onClick={() => setOpened('sell')}>
        <CircleCheck aria-hidden className="size-5" />
        {t('productDetail.markSoldShort')}
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('productDetail.more')}
        onClick={() => setOpened('more')}
      >
        <MoreVertical aria-hidden className="size-5" />
      </Button>
      <Suspense fallback={null}>
        {opened === 'more' && (
          <ActionSheet
            open
            onOpenChange={(open) => !open && close()}
            title={product.title}
            actions={[
              {
                label: t('productDetail.delete'),
                Icon: Trash2,
                onSelect: () => setOpened('delete'),
                destructive: true,
              },
            ]}
          />
        )}
        {(opened === 'sell' || opened === 'reserve') && (
          <DealDialog
            key={opened}
            product={product}
            mode={opened}
            open
            onOpenChange={(open) => !open && close()}
          />
        )}
        {opened === 'delete' && (
          <DeleteProductDialog
            productId={product.id}
            open
            onOpenChange={(open) => !open && close()}
            onDeleted={() => navigate('/', { replace: true })}
          />
        )}
      </Suspense>
    </>
  );
}
