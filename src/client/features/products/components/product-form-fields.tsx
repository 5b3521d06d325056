import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TITLE_MAX } from '#shared/constants.ts';
import type { LatLng } from '#shared/geo.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorText } from '#client/lib/form.ts';
import { MeetupField } from '#client/features/map/components/meetup-field.tsx';
import type { MeetupPoint } from '#client/features/map/components/meetup.ts';
import type { ProductFields, ValidProductFields } from '#client/features/products/validation.ts';
import { CategoryField } from './category-field.tsx';
import { ConditionField } from './condition-field.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { PriceHint } from './price-hint.tsx';
import type { usePhotoUploads } from '#client/features/products/use-photo-uploads.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

export type ProductForm = UseFormReturn<ProductFields, unknown, ValidProductFields>;

/** Fields a 400 answer may name (the server's messages go under them). */
export const PRODUCT_FORM_FIELDS: readonly Path<ProductFields>[] = [
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

function meetupOf(name: unknown, latitude: unknown, longitude: unknown): MeetupPoint | null {
  if (typeof name !== 'string' || !name || typeof latitude !== 'number' || typeof longitude !== 'number') {
    return null;
  }
  return { name, latitude, longitude };
}

interface ProductFormFieldsProps {
  form: ProductForm;
  photos: ReturnType<typeof usePhotoUploads>;
  /** Already translated: photos that failed to upload when the user submitted. */
  photosError?: string;
  /** Where the meetup picker's map opens when no place is chosen yet. */
  meetupStart: LatLng;
  /** The city is being filled in from the device's position. */
  cityLocating?: boolean;
  /** Under the city: another way to fill it (the create form's municipality picker). */
  cityAction?: ReactNode;
}

/** The listing's fields, shared by the create and edit forms: photos, title, description, price, category, condition, city, meetup place. */
export function ProductFormFields({
  form,
  photos,
  photosError,
  meetupStart,
  cityLocating,
  cityAction,
}: ProductFormFieldsProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [meetupLocation, meetupLatitude, meetupLongitude] = useWatch({
    control: form.control,
    name: [...MEETUP_FIELDS],
  });

  function chooseMeetup(point: MeetupPoint) {
    form.setValue('meetupLocation', point.name);
    form.setValue('meetupLatitude', point.latitude);
    form.setValue('meetupLongitude', point.longitude);
    form.clearErrors([...MEETUP_FIELDS]);
  }

  const meetupError = errors.meetupLocation ?? errors.meetupLatitude ?? errors.meetupLongitude;
  return (
    <>
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
      <PriceHint form={form} />
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
        {cityLocating && (
          <p role="status" className="text-sm text-muted-foreground">
            {t('createProduct.cityLocating')}
          </p>
        )}
        {cityAction}
        <p className="flex gap-1.5 text-sm text-muted-foreground">
          <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t('createProduct.locationPrivacy')}
        </p>
      </div>
      <MeetupField
        value={meetupOf(meetupLocation, meetupLatitude, meetupLongitude)}
        start={meetupStart}
        onChange={chooseMeetup}
        error={errorText(t, meetupError)}
      />
    </>
  );
}
