import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useDeleteProduct } from '#client/features/products/api/delete-product.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

interface DeleteProductDialogProps {
  productId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the seller goes once it is gone: off the listing's page, or a refreshed hub. */
  onDeleted: () => void;
}

/** Deleting asks first; the success is told in a toast. */
export function DeleteProductDialog({ productId, open, onOpenChange, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation();
  const removal = useDeleteProduct();

  function confirm() {
    removal.mutate(productId, {
      onSuccess: () => {
        onDeleted();
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
