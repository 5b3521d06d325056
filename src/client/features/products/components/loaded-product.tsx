import { PackageX, SearchX, ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { Product } from '#shared/products.ts';
import { PageSpinner } from '#client/components/ui/spinner.tsx';
import { hasStatus } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useProduct } from '#client/features/products/api/get-product.ts';
import { ProductLoadError } from './product-load-error.tsx';
import { productIdOf } from '#client/features/products/route-id.ts';
import { ProductUnavailable } from './lazy-product-unavailable.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

/**
 * The listing of a /products/{id} route, given to `children` with the signed-in viewer's id (null for a visitor) once
 * loaded; until then
 * what stands in its place: an invalid link, "not found", "removed" by moderation, a failure with a retry, or `placeholder` (a spinner unless
 * given) while it loads.
 */
export function LoadedProduct({
  children,
  placeholder = <PageSpinner />,
}: {
  children: (product: Product, viewerId: number | null) => ReactNode;
  placeholder?: ReactNode;
}) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const productId = productIdOf(useParams<{ id: string }>().id);
  if (productId === null) {
    return (
      <ProductUnavailable
        icon={SearchX}
        title={t('productDetail.invalidIdTitle')}
        description={t('productDetail.invalidIdDescription')}
      />
    );
  }
  return (
    <ProductOf key={productId} productId={productId} placeholder={placeholder}>
      {(product) => children(product, user?.id ?? null)}
    </ProductOf>
  );
}

/** What the page says instead of a listing that does not exist (404) or that moderation removed (410). */
const UNAVAILABLE = [
  {
    status: 404,
    icon: PackageX,
    title: 'productDetail.notFoundTitle',
    description: 'productDetail.notFoundDescription',
  },
  {
    status: 410,
    icon: ShieldX,
    title: 'productDetail.removedTitle',
    description: 'productDetail.removedDescription',
  },
] as const;

function ProductOf({
  productId,
  placeholder,
  children,
}: {
  productId: number;
  placeholder: ReactNode;
  children: (product: Product) => ReactNode;
}) {
  const { t } = useTranslation();
  const product = useProduct(productId);
  const unavailable = UNAVAILABLE.find(({ status }) => hasStatus(product.error, status));
  if (unavailable) {
    return (
      <ProductUnavailable
        icon={unavailable.icon}
        title={t(unavailable.title)}
        description={t(unavailable.description)}
      />
    );
  }
  if (product.isError)
    return <ProductLoadError error={product.error} onRetry={() => void product.refetch()} />;
  if (!product.data) return placeholder;
  return children(product.data);
}
