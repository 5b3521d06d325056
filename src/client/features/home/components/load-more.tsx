import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { LoadMoreTrigger, type NextPageState } from '#client/components/ui/load-more-trigger.tsx';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import productListTexts from '#shared/locales/es/productList.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts, productList: productListTexts });

interface LoadMoreProps extends NextPageState {
  hasMore: boolean;
}

/** More results as the user scrolls to the end of the list, or with 'Cargar más'; nothing once all are shown. */
export function LoadMore({ hasMore, ...nextPage }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <LoadMoreTrigger
      {...nextPage}
      label={t('marketplace.loadMore')}
      failure={<Alert variant="destructive" title={t('productList.loadMoreError')} className="w-full" />}
      className="py-4"
    />
  );
}
