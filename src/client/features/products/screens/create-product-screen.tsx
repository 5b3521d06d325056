import { LoaderCircle, ShieldCheck } from 'lucide-react';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DEFAULT_LOCATION, TITLE_MAX } from '#shared/constants.ts';
import { approximateLocation } from '#shared/geo.ts';
import { Button } from '#client/components/ui/button.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { MeetupField } from '#client/features/map/components/meetup-field.tsx';
import type { MeetupPoint } from '#client/features/map/components/meetup.ts';
import { useCreateProduct } from '#client/features/products/api/create-product.ts';
import { CategoryField } from '#client/features/products/components/category-field.tsx';
import { ConditionField } from '#client/features/products/components/condition-field.tsx';
import { DraftNotice } from '#client/features/products/components/draft-notice.tsx';
import { PhotoPicker } from '#client/features/products/components/photo-picker.tsx';
import { useCityFromLocation } from '#client/features/products/components/use-city-from-location.ts';
import { usePhotoUploads } from '#client/features/products/components/use-photo-uploads.ts';
import {
  clearDraft,
  draftFieldsOf,
  isEmptyDraft,
  loadDraft,
  saveDraft,
  type DraftFields,
  type ProductDraft,
} from '#client/features/products/product-draft.ts';
import type { ProductFields, ValidProductFields } from '#client/features/products/validation.ts';

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

/** Fields a 400 answer may name (the server's messages go under them). */
const FIELDS: readonly Path<ProductFields>[] = [
  'title',
  'description',
  'price',
  'categoryId',
  'condition',
  'location',
  'meetupLocation',
  'meetupLatitude',
  'meetupLongitude',
];
const MEETUP_FIELDS = ['meetupLocation', 'meetupLatitude', 'meetupLongitude'] as const;

function meetupOf(fields: DraftFields): MeetupPoint | null {
  const { meetupLocation, meetupLatitude, meetupLongitude } = fields;
  if (!meetupLocation || meetupLatitude === undefined || meetupLongitude === undefined) return null;
  return { name: meetupLocation, latitude: meetupLatitude, longitude: meetupLongitude };
}

function SubmitLabel({ uploading, submitting }: { uploading: boolean; submitting: boolean }) {
  const { t } = useTranslation();
  if (!uploading && !submitting) return t('createProduct.submit');
  return (
    <>
      <LoaderCircle aria-hidden className="size-5 animate-spin" />
      {t(submitting ? 'createProduct.submitting' : 'createProduct.waitingForPhotos')}
    </>
  );
}

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
  const { errors } = form.formState;

  const values = useWatch({ control: form.control });
  const draft: ProductDraft = useMemo(
    () => ({ fields: draftFieldsOf(values), images: photos.urls }),
    [values, photos.urls],
  );
  useEffect(() => saveDraft(userId, draft), [userId, draft]);

  const location = useCityFromLocation((city) => {
    if (!form.getValues('location').trim()) form.setValue('location', city);
  });

  function chooseMeetup(point: MeetupPoint) {
    form.setValue('meetupLocation', point.name);
    form.setValue('meetupLatitude', point.latitude);
    form.setValue('meetupLongitude', point.longitude);
    form.clearErrors([...MEETUP_FIELDS]);
  }

  function discardDraft() {
    clearDraft(userId);
    photos.clear();
    // The city stays: it came from the position (or was typed) and is no part of what is being thrown away.
    form.reset({ ...EMPTY_FIELDS, location: form.getValues('location') });
    setRestored(null);
    setPhotosError(undefined);
  }

  const submit = form.handleSubmit((fields) => {
    if (photos.hasFailed) return;
    // Only the grid cell's centre leaves the phone (the server snaps again whatever it gets).
    const area = location.point && approximateLocation(location.point);
    create.mutate(
      { ...fields, images: photos.urls, ...area },
      {
        onSuccess: (product) => {
          clearDraft(userId);
          toast({
            title: t('createProduct.successTitle'),
            description: t('createProduct.successDescription'),
          });
          navigate(`/products/${product.id}`);
        },
        onError: (error) => {
          applyServerErrors(error, FIELDS, form.setError);
          toast({
            variant: 'destructive',
            title: t('createProduct.errorTitle'),
            description: errorMessage(error) ?? t('createProduct.errorFallback'),
          });
        },
      },
    );
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setPhotosError(photos.hasFailed ? t('createProduct.photosFailed') : undefined);
    void submit(event);
  }

  const meetupError = errors.meetupLocation ?? errors.meetupLatitude ?? errors.meetupLongitude;
  return (
    <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-5">
      {!isEmptyDraft(draft) && <DraftNotice restored={restored !== null} onDiscard={discardDraft} />}
      <PhotoPicker uploads={photos} error={photos.hasFailed ? photosError : undefined} />
      <TextField
        label={t('createProduct.titleLabel')}
        placeholder={t('createProduct.titlePlaceholder')}
        maxLength={TITLE_MAX}
        autoComplete="off"
        error={errorText(t, errors.title)}
        {...form.register('title')}
      />
      <TextareaField
        label={t('createProduct.descriptionLabel')}
        placeholder={t('createProduct.descriptionPlaceholder')}
        rows={5}
        error={errorText(t, errors.description)}
        {...form.register('description')}
      />
      <TextField
        label={t('createProduct.priceLabel')}
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        placeholder="0.00"
        error={errorText(t, errors.price)}
        {...form.register('price')}
      />
      <Controller
        control={form.control}
        name="categoryId"
        render={({ field, fieldState }) => (
          <CategoryField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorText(t, fieldState.error)}
          />
        )}
      />
      <ConditionField error={errorText(t, errors.condition)} {...form.register('condition')} />
      <div className="space-y-1">
        <TextField
          label={t('createProduct.cityLabel')}
          placeholder={t('createProduct.cityPlaceholder')}
          autoComplete="address-level2"
          error={errorText(t, errors.location)}
          {...form.register('location')}
        />
        {location.locating && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('createProduct.cityLocating')}
          </p>
        )}
        <p className="flex gap-1.5 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('createProduct.locationPrivacy')}
        </p>
      </div>
      <MeetupField
        value={meetupOf(draft.fields)}
        start={location.point ?? DEFAULT_LOCATION}
        onChange={chooseMeetup}
        error={errorText(t, meetupError)}
      />
      <Button type="submit" className="w-full" disabled={photos.busy || create.isPending}>
        <SubmitLabel uploading={photos.busy} submitting={create.isPending} />
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
