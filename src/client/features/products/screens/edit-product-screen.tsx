import { Ban } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import type { Product } from '#shared/products.ts';
import { Button, buttonClass } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { applyServerErrors, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { useUpdateProduct } from '#client/features/products/api/update-product.ts';
import {
  PRODUCT_FORM_FIELDS,
  ProductFormFields,
} from '#client/features/products/components/product-form-fields.tsx';
import { LoadedProduct } from '#client/features/products/components/loaded-product.tsx';
import { ProductUnavailable } from '#client/features/products/components/product-unavailable.tsx';
import { SubmitLabel } from '#client/features/products/components/submit-label.tsx';
import { usePhotoUploads } from '#client/features/products/use-photo-uploads.ts';
import type { ProductFields, ValidProductFields } from '#client/features/products/validation.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import editProductTexts from '#shared/locales/es/editProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts, editProduct: editProductTexts });

const validation = lazyResolver(() =>
  import('#client/features/products/validation.ts').then((module) => module.productFieldsResolver),
);

/** The form's values for a saved listing: every field as the inputs hold it. */
function fieldsOf(product: Product): DefaultValues<ProductFields> {
  return {
    title: product.title,
    description: product.description,
    price: product.price,
    categoryId: String(product.categoryId),
    condition: product.condition,
    location: product.location ?? '',
    meetupLocation: product.meetupLocation ?? '',
    meetupLatitude: product.meetupLatitude ?? undefined,
    meetupLongitude: product.meetupLongitude ?? undefined,
  };
}

/**
 * The edit form, filled with the listing as saved (photos included, which can be reordered, removed and added). It
 * keeps no draft on the phone (the create form's draft is left alone); a failed save keeps everything typed and puts
 * the server's messages under the fields.
 */
function EditProductForm({ product }: { product: Product }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [photosError, setPhotosError] = useState<string>();
  const photos = usePhotoUploads(product.images);
  const update = useUpdateProduct();
  const form = useForm<ProductFields, unknown, ValidProductFields>({
    resolver: validation.resolver,
    defaultValues: fieldsOf(product),
  });

  const submit = form.handleSubmit((fields) => {
    if (photos.hasFailed) return;
    update.mutate(
      { productId: product.id, changes: { ...fields, images: photos.urls } },
      {
        onSuccess: (saved) => {
          toast({ title: t('editProduct.success') });
          navigate(`/products/${saved.id}`);
        },
        onError: (error) => {
          applyServerErrors(error, PRODUCT_FORM_FIELDS, form.setError);
          toast({
            variant: 'destructive',
            title: t('editProduct.errorTitle'),
            description: errorMessage(error) ?? t('editProduct.errorFallback'),
          });
        },
      },
    );
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setPhotosError(photos.hasFailed ? t('createProduct.photosFailed') : undefined);
    void submit(event);
  }

  const meetupStart =
    product.meetupLatitude !== null && product.meetupLongitude !== null
      ? { latitude: product.meetupLatitude, longitude: product.meetupLongitude }
      : DEFAULT_LOCATION;
  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-5">
      <ProductFormFields form={form} photos={photos} photosError={photosError} meetupStart={meetupStart} />
      <div className="grid grid-cols-2 gap-2">
        <Link href={`/products/${product.id}`} className={buttonClass({ variant: 'outline' })}>
          {t('editProduct.cancel')}
        </Link>
        <Button type="submit" disabled={photos.busy || update.isPending}>
          <SubmitLabel
            uploading={photos.busy}
            submitting={update.isPending}
            idle={t('editProduct.submit')}
            pending={t('editProduct.submitting')}
          />
        </Button>
      </div>
    </form>
  );
}

function EditProduct({ product, viewerId }: { product: Product; viewerId: number | null }) {
  const { t } = useTranslation();
  if (product.sellerId !== viewerId) {
    return (
      <ProductUnavailable
        icon={Ban}
        title={t('editProduct.notOwnerTitle')}
        description={t('editProduct.notOwnerDescription')}
      />
    );
  }
  if (product.status === 'sold') {
    return (
      <ProductUnavailable
        icon={Ban}
        title={t('editProduct.soldTitle')}
        description={t('editProduct.soldDescription')}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('editProduct.title')}</h1>
        <p className="text-muted-foreground">{t('editProduct.intro')}</p>
      </div>
      <EditProductForm product={product} />
    </div>
  );
}

/** /products/{id}/edit: the seller changes a listing that is not sold yet. */
export default function EditProductScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('editProduct.title'));
  return (
    <LoadedProduct>
      {(product, viewerId) => <EditProduct product={product} viewerId={viewerId} />}
    </LoadedProduct>
  );
}
