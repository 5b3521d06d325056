import { CircleCheck, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useDeleteProduct } from '#client/features/products/api/delete-product.ts';
import { useMarkSold } from '#client/features/products/api/mark-sold.ts';

interface DeleteProductDialogProps {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Deleting asks first. On success the user is back home; the lists refetch there. */
function DeleteProductDialog({ productId, open, onOpenChange }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const removal = useDeleteProduct();

  function confirm() {
    removal.mutate(productId, {
      onSuccess: () => {
        navigate('/', { replace: true });
        toast({ title: t('productDetail.deleteSuccess') });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('productDetail.deleteError'),
          description: errorMessage(error) ?? t('productDetail.tryAgain'),
        }),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('productDetail.deleteTitle')}
      description={t('productDetail.deleteDescription')}
      cancelLabel={t('productDetail.cancel')}
      confirmLabel={t(removal.isPending ? 'productDetail.deleting' : 'productDetail.deleteConfirm')}
      pending={removal.isPending}
      onConfirm={confirm}
    />
  );
}

/** The seller's actions on an unsold product: mark it sold (the page turns to the sold state) or delete it. */
export function OwnerActions({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const markSold = useMarkSold();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  function onMarkSold() {
    markSold.mutate(productId, {
      onSuccess: () => toast({ title: t('productDetail.markSoldSuccess') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('productDetail.markSoldError'),
          description: errorMessage(error) ?? t('productDetail.tryAgain'),
        }),
    });
  }

  return (
    <div className="grid grid-cols-[1fr_auto] gap-2">
      <Button onClick={onMarkSold} disabled={markSold.isPending}>
        <CircleCheck aria-hidden className="size-5" />
        {t(markSold.isPending ? 'productDetail.markingSold' : 'productDetail.markSold')}
      </Button>
      <Button variant="outline" className="text-destructive" onClick={() => setConfirmingDelete(true)}>
        <Trash2 aria-hidden className="size-5" />
        {t('productDetail.delete')}
      </Button>
      <DeleteProductDialog productId={productId} open={confirmingDelete} onOpenChange={setConfirmingDelete} />
    </div>
  );
}
