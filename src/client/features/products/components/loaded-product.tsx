import { PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '#shared/products.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { hasStatus } from '#client/lib/api.ts';
import { useProduct } from '#client/features/products/api/get-product.ts';
import { ProductLoadError } from './product-load-error.tsx';
import { ProductUnavailable } from './product-unavailable.tsx';

/**
 * A listing's screen once the listing is loaded (`children` gets it); until then what stands in its place: "not
 * found", a failure with a retry, or a spinner.
 */
export function LoadedProduct({
  productId,
  children,
}: {
  productId: number;
  children: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  if (hasStatus(product.error, 404)) {
    return (
      <ProductUnavailable
        icon={PackageX}
        title={t('productDetail.notFoundTitle')}
        description={t('productDetail.notFoundDescription')}
      />
    );
  }
  if (product.isError)
    return <ProductLoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return <PageSpinner />;
  return children(product.data);
}
