import { ImagePlus, LoaderCircle, X } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { PhotoButton } from '#client/components/ui/photo-button.tsx';
import {
  POST_PHOTOS_MAX,
  type PhotoProblem,
  type usePostPhotos,
} from '#client/features/community/use-post-photos.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts, type TextKey } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

const PROBLEM_KEYS: Record<PhotoProblem, TextKey> = {
  invalidImage: 'community.photoInvalid',
  processingFailed: 'community.photoProcessingError',
  tooMany: 'community.tooManyPhotos',
};

interface ComposerPhotosProps {
  photos: ReturnType<typeof usePostPhotos>;
  disabled: boolean;
}

/** The photos picked for a post: previews with a remove button each, and the button that picks more (up to 4). */
export function ComposerPhotos({ photos, disabled }: ComposerPhotosProps) {
  const { t } = useTranslation();
  const picker = useRef<HTMLInputElement>(null);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    void photos.add(files);
  }

  return (
    <div className="space-y-2">
      {photos.photos.length > 0 && (
        <ul className="grid grid-cols-4 gap-2">
          {photos.photos.map((photo, index) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg bg-muted">
              <img
                src={photo.previewUrl}
                alt={t('community.photoPreview', { index: index + 1 })}
                className="size-full object-cover"
              />
              <PhotoButton
                Icon={X}
                label={t('community.removePhoto', { index: index + 1 })}
                disabled={disabled}
                onClick={() => photos.remove(photo.key)}
                className="absolute top-0 right-0"
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <input ref={picker} type="file" accept="image/*" multiple hidden onChange={onPick} />
        <Button
          variant="outline"
          size="sm"
          disabled={disabled || photos.full}
          onClick={() => picker.current?.click()}
        >
          <ImagePlus aria-hidden className="size-5" />
          {t('community.addPhotos')}
        </Button>
        <span className="text-sm text-muted-foreground">
          {t('community.photoCount', { count: photos.photos.length, max: POST_PHOTOS_MAX })}
        </span>
        {photos.preparing && (
          <span role="status" className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden className="size-4 animate-spin text-primary" />
            {t('community.preparingPhotos')}
          </span>
        )}
      </div>
      {photos.problem && (
        <p role="alert" className="text-sm text-destructive">
          {t(PROBLEM_KEYS[photos.problem], { max: POST_PHOTOS_MAX })}
        </p>
      )}
    </div>
  );
}
