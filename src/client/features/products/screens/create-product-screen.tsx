import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useForm, useWatch, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import { approximateLocation } from '#shared/geo.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage, NetworkError } from '#client/lib/api.ts';
import { useChosenPlace } from '#client/lib/chosen-place.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { applyServerErrors, lazyResolver } from '#client/lib/form.ts';
import { newIdempotencyKey } from '#client/lib/idempotency-key.ts';
import { noteEngagement } from '#client/lib/install-prompt.ts';
import { enqueue } from '#client/lib/offline/outbox.ts';
import type { QueuedListing } from '#client/lib/offline/outbox-entries.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreateProduct } from '#client/features/products/api/create-product.ts';
import { ChooseMunicipalityButton } from '#client/features/places/components/choose-municipality-button.tsx';
import { DraftNotice } from '#client/features/products/components/draft-notice.tsx';
import {
  PRODUCT_FORM_FIELDS,
  ProductFormFields,
} from '#client/features/products/components/product-form-fields.tsx';
import { SubmitLabel } from '#client/features/products/components/submit-label.tsx';
import { useCityFromLocation } from '#client/features/products/use-city-from-location.ts';
import { usePhotoUploads } from '#client/features/products/use-photo-uploads.ts';
import {
  clearDraft,
  draftFieldsOf,
  isEmptyDraft,
  loadDraft,
  saveDraft,
  type ProductDraft,
} from '#client/features/products/product-draft.ts';
import type { ProductFields, ValidProductFields } from '#client/features/products/validation.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts, offline: offlineTexts });

const validation = lazyResolver(() =>
  import('#client/features/products/validation.ts').then((module) => module.productFieldsResolver),
);

const EMPTY_FIELDS: DefaultValues<ProductFields> = {
  title: '',
  description: '',
  price: '',
  categoryId: '',
  condition: '',
  location: '',
  meetupLocation: '',
};

/**
 * The create form. Everything typed is kept as a draft on the phone while typing (restored on return, cleared once
 * the product exists); a failed submit keeps the form as it was and puts the server's messages under the fields.
 */
function CreateProductForm({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [restored, setRestored] = useState(() => loadDraft(userId));
  const [photosError, setPhotosError] = useState<string>();
  const photos = usePhotoUploads(restored?.images ?? []);
  const create = useCreateProduct();
  const form = useForm<ProductFields, unknown, ValidProductFields>({
    resolver: validation.resolver,
    defaultValues: { ...EMPTY_FIELDS, ...restored?.fields },
  });

  const values = useWatch({ control: form.control });
  const draft: ProductDraft = useMemo(
    () => ({ fields: draftFieldsOf(values), images: photos.urls }),
    [values, photos.urls],
  );
  useEffect(() => saveDraft(userId, draft), [userId, draft]);

  const chosen = useChosenPlace();
  const location = useCityFromLocation((city) => {
    if (!form.getValues('location').trim()) form.setValue('location', city);
  });

  function discardDraft() {
    clearDraft(userId);
    photos.clear();
    // The city stays: it came from the position (or was typed) and is no part of what is being thrown away.
    form.reset({ ...EMPTY_FIELDS, location: form.getValues('location') });
    setRestored(null);
    setPhotosError(undefined);
  }

  /** Without a connection the listing joins the outbox, photos and all, and goes out when the connection returns. */
  async function keepForLater(listing: QueuedListing['listing'], idempotencyKey: string) {
    const photosToKeep = photos.keptPhotos();
    await enqueue({
      kind: 'listing',
      id: idempotencyKey,
      userId,
      listing,
      photos: photosToKeep,
    });
    clearDraft(userId);
    toast({ title: t('offline.listingQueuedTitle'), description: t('offline.listingQueuedDescription') });
    navigate('/');
  }

  function showRefusal(error: Error) {
    applyServerErrors(error, PRODUCT_FORM_FIELDS, form.setError);
    toast({
      variant: 'destructive',
      title: t('createProduct.errorTitle'),
      description: errorMessage(error) ?? t('createProduct.errorFallback'),
    });
  }

  const submit = form.handleSubmit(async (fields) => {
    // Only the grid cell's centre leaves the phone (the server snaps again whatever it gets).
    const area = location.point && approximateLocation(location.point);
    const listing = { ...fields, ...area };
    const idempotencyKey = newIdempotencyKey();
    if (!navigator.onLine) {
      await keepForLater(listing, idempotencyKey);
      return;
    }
    if (photos.hasFailed) return;
    create.mutate(
      { input: { ...listing, images: photos.urls }, idempotencyKey },
      {
        onSuccess: (product) => {
          clearDraft(userId);
          noteEngagement();
          toast({
            title: t('createProduct.successTitle'),
            description: t('createProduct.successDescription'),
          });
          navigate(`/products/${product.id}`);
        },
        onError: (error) => {
          if (error instanceof NetworkError) void keepForLater(listing, idempotencyKey);
          else showRefusal(error);
        },
      },
    );
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setPhotosError(photos.hasFailed && navigator.onLine ? t('createProduct.photosFailed') : undefined);
    void submit(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-5">
      {!isEmptyDraft(draft) && <DraftNotice restored={restored !== null} onDiscard={discardDraft} />}
      <ProductFormFields
        form={form}
        photos={photos}
        photosError={photosError}
        meetupStart={location.point ?? DEFAULT_LOCATION}
        cityLocating={location.locating}
        cityAction={
          location.withoutDevice && (
            <ChooseMunicipalityButton
              label={chosen ? 'change' : 'choose'}
              onChosen={(place) => {
                form.setValue('location', place.name);
                form.clearErrors('location');
              }}
            />
          )
        }
      />
      <Button type="submit" className="w-full" disabled={photos.busy || create.isPending}>
        <SubmitLabel
          uploading={photos.busy}
          submitting={create.isPending}
          idle={t('createProduct.submit')}
          pending={t('createProduct.submitting')}
        />
      </Button>
    </form>
  );
}

/** /create-product: photos, title, description, price in USD, category, condition, city, meetup place. */
export default function CreateProductScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('createProduct.title'));
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('createProduct.title')}</h1>
        <p className="text-muted-foreground">{t('createProduct.intro')}</p>
      </div>
      <CreateProductForm userId={user.id} />
    </div>
  );
}
