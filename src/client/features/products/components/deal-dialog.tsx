import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESERVATION_HOURS, type ReservationHours } from '#shared/deals-constants.ts';
import type { Product } from '#shared/products.ts';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useBuyers } from '#client/features/products/api/list-buyers.ts';
import { useMarkSold } from '#client/features/products/api/mark-sold.ts';
import { useReserveProduct } from '#client/features/products/api/reserve-product.ts';
import { undoSold } from '#client/features/products/api/undo-sold.ts';
import { refreshAfterDeal } from '#client/features/products/product-collections.ts';
import { toastUndoOutcome } from '#client/features/products/undo-toast.ts';
import { BuyerPicker, OUTSIDE } from './buyer-picker.tsx';
import { ReservationHoursField } from './reservation-hours-field.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

export type DealDialogMode = 'sell' | 'reserve';

interface DealDialogProps {
  product: Product;
  mode: DealDialogMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the sale is recorded or the reservation made (not when the seller cancels or it fails). */
  onDone?: () => void;
}

/**
 * The toast's 'Deshacer': the toast outlives the dialog (and maybe the page), so the call is made here rather than
 * through a mounted mutation's callbacks. The server's message (e.g. too late) when it cannot.
 */
function undoFromToast(queryClient: QueryClient, t: TFunction, productId: number) {
  return toastUndoOutcome(
    t,
    undoSold(productId).then((product) => refreshAfterDeal(queryClient, product)),
  );
}

/**
 * Picks the buyer among the people who wrote about the listing: to record the sale (or 'Alguien fuera de Cerquita'),
 * or to reserve it for them for 24, 48 or 72 hours. The reservation's buyer is chosen first when selling.
 */
export function DealDialog({ product, mode, open, onOpenChange, onDone }: DealDialogProps) {
  const { t } = useTranslation();
  const selling = mode === 'sell';
  const buyers = useBuyers(product.id, { enabled: open });
  const [choice, setChoice] = useState(product.reservedFor ? String(product.reservedFor.id) : '');
  const [hours, setHours] = useState<ReservationHours>(DEFAULT_RESERVATION_HOURS);
  const markSold = useMarkSold();
  const reserve = useReserveProduct();
  const queryClient = useQueryClient();
  const pending = markSold.isPending || reserve.isPending;

  function failed(title: string) {
    return (error: unknown) =>
      toast({
        variant: 'destructive',
        title,
        description: errorMessage(error) ?? t('productDetail.tryAgain'),
      });
  }

  /*
   * Awaited rather than through mutate's callbacks: the answer changes the page under the dialog (a sold listing shows
   * other actions), which unmounts it before those callbacks would run, and the toast must still appear.
   */
  async function sell(buyerId: number | null) {
    try {
      await markSold.mutateAsync({ productId: product.id, buyerId });
    } catch (error) {
      failed(t('productDetail.markSoldError'))(error);
      return;
    }
    onDone?.();
    onOpenChange(false);
    toast({
      title: t('productDetail.markSoldSuccess'),
      action: { label: t('deal.undo'), onAction: () => void undoFromToast(queryClient, t, product.id) },
    });
  }

  async function reserveFor(buyerId: number) {
    const buyer = buyers.data?.find((person) => person.id === buyerId);
    try {
      await reserve.mutateAsync({ productId: product.id, buyerId, hours });
    } catch (error) {
      failed(t('deal.reserveError'))(error);
      return;
    }
    onDone?.();
    onOpenChange(false);
    toast({ title: t('deal.reserveSuccess', { name: buyer?.displayName ?? '' }) });
  }

  function confirm() {
    if (choice === OUTSIDE) void sell(null);
    else if (selling) void sell(Number(choice));
    else void reserveFor(Number(choice));
  }

  const confirmLabel = selling
    ? t(markSold.isPending ? 'productDetail.markingSold' : 'productDetail.markSold')
    : t(reserve.isPending ? 'deal.reserving' : 'deal.reserve');
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t(selling ? 'deal.soldTitle' : 'deal.reserveTitle')}
      description={t(selling ? 'deal.soldDescription' : 'deal.reserveDescription')}
      onSubmit={confirm}
      cancelLabel={t('productDetail.cancel')}
      submitLabel={confirmLabel}
      pending={pending}
      submitDisabled={!choice}
    >
      <BuyerPicker buyers={buyers} value={choice} onChange={setChoice} outside={selling} />
      {!selling && (
        <ReservationHoursField legend={t('deal.reserveHours')} value={hours} onChange={setHours} />
      )}
    </FormDialog>
  );
}
