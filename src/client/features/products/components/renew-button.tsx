import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { useRenewProduct } from '#client/features/products/api/renew-product.ts';
import myListingsTexts from '#shared/locales/es/myListings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ myListings: myListingsTexts });

/** 'Renovar': the listing back in the feed for 30 days; too soon, the server's message says from when. */
export function RenewButton({ productId, size = 'sm' }: { productId: number; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  const renewal = useRenewProduct();
  function renew() {
    renewal.mutate(productId, {
      onSuccess: () => toast({ title: t('myListings.renewed') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('myListings.renewError'),
          description: errorMessage(error) ?? t('myListings.tryAgain'),
        }),
    });
  }
  return (
    <Button size={size} onClick={renew} disabled={renewal.isPending}>
      <RotateCw aria-hidden className="size-4" />
      {t(renewal.isPending ? 'myListings.actions.renewing' : 'myListings.actions.renew')}
    </Button>
  );
}
