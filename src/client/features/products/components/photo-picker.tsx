import { Check, ChevronLeft, ChevronRight, ImagePlus, RotateCcw, X } from 'lucide-react';
import { useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PHOTOS_MAX } from '#shared/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { PhotoButton } from '#client/components/ui/photo-button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import type { Photo, PhotoProblem, usePhotoUploads } from '#client/features/products/use-photo-uploads.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import editProductTexts from '#shared/locales/es/editProduct.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts, editProduct: editProductTexts, validation: validationTexts });

const PROBLEM_KEYS: Record<PhotoProblem, TextKey> = {
  invalidImage: 'validation.imageInvalid',
  processingFailed: 'createProduct.photoProcessingError',
  tooMany: 'validation.tooManyImages',
};

function UploadProgress({ photo, label }: { photo: Photo; label: string }) {
  const percent = Math.round(photo.progress * 100);
  return (
    <div className="absolute inset-x-0 bottom-0 space-y-1 bg-black/60 p-2 text-xs font-medium text-white">
      <span aria-hidden>{percent}%</span>
      <progress
        aria-label={label}
        max={100}
        value={percent}
        className="block h-1.5 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-white/30 [&::-webkit-progress-value]:bg-white"
      />
    </div>
  );
}

interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  onRetry: () => void;
  onRemove: () => void;
  onMove: (offset: -1 | 1) => void;
}

function PhotoTile({ photo, index, count, onRetry, onRemove, onMove }: PhotoTileProps) {
  const { t } = useTranslation();
  const position = { index: index + 1 };
  return (
    <li className="relative aspect-square overflow-hidden rounded-xl border border-border bg-muted">
      {photo.previewUrl && (
        <img
          src={photo.previewUrl}
          alt={t('createProduct.photoAlt', position)}
          className={cn('size-full object-cover', photo.status === 'failed' && 'opacity-40')}
        />
      )}
      {photo.status === 'preparing' && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner />
          <span className="sr-only">{t('createProduct.photoPreparing', position)}</span>
        </div>
      )}
      {photo.status === 'uploading' && (
        <UploadProgress photo={photo} label={t('createProduct.photoUploading', position)} />
      )}
      {photo.status === 'uploaded' && (
        <span className="absolute bottom-2 left-2 inline-flex size-7 items-center justify-center rounded-full bg-accent text-white dark:text-black">
          <Check aria-hidden className="size-4" strokeWidth={3} />
          <span className="sr-only">{t('createProduct.photoUploaded', position)}</span>
        </span>
      )}
      {photo.status === 'failed' && (
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center gap-1 bg-card/95 p-2 text-center">
          <p className="text-xs font-medium text-destructive">{t('createProduct.photoFailed')}</p>
          <Button
            size="sm"
            variant="outline"
            onClick={onRetry}
            aria-label={t('createProduct.retryPhoto', position)}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t('createProduct.retry')}
          </Button>
        </div>
      )}
      <PhotoButton
        Icon={X}
        label={t('createProduct.removePhoto', position)}
        onClick={onRemove}
        className="absolute top-1 right-1"
      />
      {photo.status === 'uploaded' && count > 1 && (
        <div className="absolute right-1 bottom-1 flex">
          {index > 0 && (
            <PhotoButton
              Icon={ChevronLeft}
              label={t('editProduct.movePhotoLeft', position)}
              onClick={() => onMove(-1)}
            />
          )}
          {index < count - 1 && (
            <PhotoButton
              Icon={ChevronRight}
              label={t('editProduct.movePhotoRight', position)}
              onClick={() => onMove(1)}
            />
          )}
        </div>
      )}
    </li>
  );
}

type PhotoUploads = ReturnType<typeof usePhotoUploads>;

interface PhotoPickerProps {
  uploads: PhotoUploads;
  /** Already translated (e.g. photos that failed to upload when the user submits). */
  error?: string;
}

/**
 * The listing form's photos: up to 5 in a two-column preview, each removable and movable (the first is the cover); the
 * picker is disabled at 5.
 */
export function PhotoPicker({ uploads, error }: PhotoPickerProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const message = error ?? (uploads.problem ? t(PROBLEM_KEYS[uploads.problem]) : undefined);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    uploads.add(Array.from(event.target.files ?? []));
    // The same file can be picked again after removing it.
    event.target.value = '';
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t('createProduct.photos')}</legend>
      <p className="text-sm text-muted-foreground">
        {t('createProduct.photosHint', { max: PRODUCT_PHOTOS_MAX })}
      </p>
      <ul className="grid grid-cols-2 gap-3">
        {uploads.photos.map((photo, index) => (
          <PhotoTile
            key={photo.key}
            photo={photo}
            index={index}
            count={uploads.photos.length}
            onRetry={() => uploads.retry(photo.key)}
            onRemove={() => uploads.remove(photo.key)}
            onMove={(offset) => uploads.move(photo.key, offset)}
          />
        ))}
        <li className="aspect-square">
          <label
            className={cn(
              'flex size-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-input p-3 text-center text-sm font-medium',
              'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
              uploads.full
                ? 'cursor-not-allowed text-muted-foreground opacity-60'
                : 'cursor-pointer text-primary hover:bg-muted',
            )}
          >
            <input
              type="file"
              accept="image/*"
              multiple
              disabled={uploads.full}
              onChange={onPick}
              aria-describedby={message ? messageId : undefined}
              className="sr-only"
            />
            <ImagePlus aria-hidden className="size-8" />
            {uploads.full
              ? t('createProduct.photosFull', { max: PRODUCT_PHOTOS_MAX })
              : t('createProduct.addPhotos')}
          </label>
        </li>
      </ul>
      {message && (
        <p id={messageId} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </fieldset>
  );
}
