import {
  CalendarX,
  CircleCheck,
  Clock,
  Lock,
  LockOpen,
  MoreVertical,
  Pencil,
  Trash2,
  Undo2,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { Product } from '#shared/products.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/date-time.ts';
import { toast } from '#client/lib/toast.ts';
import { useReserveProduct } from '#client/features/products/api/reserve-product.ts';
import { useUndoSold } from '#client/features/products/api/undo-sold.ts';
import { ownerDealActions } from '#client/features/products/deal-view.ts';
import { toastUndoOutcome } from '#client/features/products/undo-toast.ts';
import { ConfirmHandoverLink } from './confirm-handover-link.tsx';
import type { DealDialogMode } from './deal-dialog.tsx';
import { RenewButton } from './renew-button.tsx';
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
const ExtendReservationDialog = lazy(() =>
  import('./extend-reservation-dialog.tsx').then((module) => ({ default: module.ExtendReservationDialog })),
);

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

const PANEL = 'space-y-2 rounded-2xl border border-border bg-card p-4';

function UndoSale({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const undo = useUndoSold();

  // Awaited: the answer replaces this block with the listing's actions, before mutate's callbacks would run.
  function onUndo() {
    return toastUndoOutcome(t, undo.mutateAsync(productId));
  }

  return (
    <div className={PANEL}>
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

/** 'Reservado hasta …', and 'Extender' while the reservation has not been extended yet. */
function ReservationTime({ product, until }: { product: Product; until: string }) {
  const { t } = useTranslation();
  const [extending, setExtending] = useState(false);
  return (
    <div className={PANEL}>
      <p className="flex items-center gap-2 text-sm font-medium">
        <Clock aria-hidden className="size-4 shrink-0" />
        {t('deal.reservedUntil', { date: formatDateTime(until) })}
      </p>
      {product.canExtendReservation && (
        <Button variant="outline" className="w-full" onClick={() => setExtending(true)}>
          {t('deal.extend')}
        </Button>
      )}
      <Suspense fallback={null}>
        {extending && (
          <ExtendReservationDialog productId={product.id} onOpenChange={(open) => setExtending(open)} />
        )}
      </Suspense>
    </div>
  );
}

/** An expired listing, to its seller: since when, and 'Renovar'. */
function ExpiredListing({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <div className={PANEL}>
      <p className="flex items-center gap-2 text-sm">
        <CalendarX aria-hidden className="size-4 shrink-0" />
        {t('deal.expiredOwner', { date: formatDateTime(product.expiresAt ?? product.updatedAt) })}
      </p>
      <RenewButton productId={product.id} size="md" />
    </div>
  );
}

/**
 * What the seller sees above the description: undoing a recent sale while its window lasts; on a reserved listing,
 * confirming the handover with the buyer's code, and until when the reservation holds (and extending it); or that the
 * listing expired (and renewing it). The rest is in the owner's bar.
 */
export function OwnerActions({ product }: { product: Product }) {
  const { t } = useTranslation();
  useRerenderAt(product.undoSoldUntil);
  if (ownerDealActions(product).undoSale) return <UndoSale productId={product.id} />;
  if (product.status === 'reserved' && product.reservedFor) {
    return (
      <>
        <div className="space-y-2 rounded-2xl border border-border bg-card p-4">
          <p className="text-sm text-muted-foreground">
            {t('deal.confirmHandoverHint', { name: product.reservedFor.displayName })}
          </p>
          <ConfirmHandoverLink productId={product.id} className="w-full" />
        </div>
        {product.reservedUntil && <ReservationTime product={product} until={product.reservedUntil} />}
      </>
    );
  }
  if (product.status === 'expired') return <ExpiredListing product={product} />;
  return null;
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
