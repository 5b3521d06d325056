import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESERVATION_HOURS, type ReservationHours } from '#shared/deals-constants.ts';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { formatDateTime } from '#client/lib/date-time.ts';
import { toast } from '#client/lib/toast.ts';
import { useExtendReservation } from '#client/features/products/api/extend-reservation.ts';
import { ReservationHoursField } from './reservation-hours-field.tsx';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** 'Extender': the seller gives the reservation 24, 48 or 72 more hours, once. */
export function ExtendReservationDialog({
  productId,
  onOpenChange,
}: {
  productId: number;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [hours, setHours] = useState<ReservationHours>(DEFAULT_RESERVATION_HOURS);
  const extend = useExtendReservation();

  async function confirm() {
    try {
      const product = await extend.mutateAsync({ productId, hours });
      onOpenChange(false);
      toast({ title: t('deal.extendSuccess', { date: formatDateTime(product.reservedUntil ?? '') }) });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: t('deal.extendError'),
        description: errorMessage(error) ?? t('productDetail.tryAgain'),
      });
    }
  }

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={t('deal.extendTitle')}
      description={t('deal.extendDescription')}
      onSubmit={() => void confirm()}
      cancelLabel={t('productDetail.cancel')}
      submitLabel={t(extend.isPending ? 'deal.extending' : 'deal.extend')}
      pending={extend.isPending}
    >
      <ReservationHoursField legend={t('deal.extendHours')} value={hours} onChange={setHours} />
    </FormDialog>
  );
}
