import type { TFunction } from 'i18next';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import dealTexts from '#shared/locales/es/deal.json' with { type: 'json' };
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ deal: dealTexts, productDetail: productDetailTexts });

/** Says how undoing a sale went: that it is undone, or the server's reason it cannot be (e.g. too late). */
export async function toastUndoOutcome(t: TFunction, undoing: Promise<unknown>): Promise<void> {
  try {
    await undoing;
    toast({ title: t('deal.undoSuccess') });
  } catch (error) {
    toast({
      variant: 'destructive',
      title: t('deal.undoError'),
      description: errorMessage(error) ?? t('productDetail.tryAgain'),
    });
  }
}
