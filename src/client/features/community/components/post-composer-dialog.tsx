import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PostType } from '#shared/community-constants.ts';
import { POST_MAX } from '#shared/constants.ts';
import type { LatLng } from '#shared/geo.ts';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreatePost } from '#client/features/community/api/create-post.ts';
import type { PostFields } from '#client/features/community/validation.ts';
import type { WallView } from '#client/features/community/wall-view.ts';
import { ComposerPhotos } from './composer-photos.tsx';
import { PostTypeChips } from './post-type-chips.tsx';
import { usePostPhotos } from '#client/features/community/use-post-photos.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

const validation = lazyResolver(() =>
  import('#client/features/community/validation.ts').then((module) => module.postFieldsResolver),
);

const EMPTY: PostFields = { content: '' };

interface PostComposerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The wall's view on screen, which the new post joins when it belongs there. */
  view: WallView;
  /** Where the author browses from: the post's place (the server keeps it approximate); none without it. */
  place: LatLng | null;
}

/**
 * The publish dialog: the post's type (optional), the text (500 characters, with a counter) and up to 4 photos. It
 * stays mounted with the wall, so closing it with Cancel keeps the draft; a failed publish keeps everything; success
 * closes and clears it.
 */
export function PostComposerDialog({ open, onOpenChange, view, place }: PostComposerDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const [type, setType] = useState<PostType | null>(null);
  const photos = usePostPhotos();
  const { mutateAsync: createPost } = useCreatePost(view);
  const { errors, isSubmitting } = form.formState;
  const error = errorText(t, errors.content);
  // Counted in UTF-16 units, as the server counts (docs/decisions/0005).
  const length = useWatch({ control: form.control, name: 'content' }).length;

  function failed(title: string, cause: unknown) {
    toast({ variant: 'destructive', title, description: errorMessage(cause) ?? t('community.tryAgain') });
  }

  const onSubmit = form.handleSubmit(async ({ content }) => {
    let images: string[];
    try {
      images = await photos.uploadAll();
    } catch (cause) {
      failed(t('community.photoUploadError'), cause);
      return;
    }
    try {
      await createPost({ content, images, type: type ?? 'general', ...place });
    } catch (cause) {
      applyServerErrors(cause, ['content'], form.setError);
      failed(t('community.createError'), cause);
      return;
    }
    form.reset(EMPTY);
    setType(null);
    photos.clear();
    onOpenChange(false);
    toast({ title: t('community.createSuccess') });
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('community.composerTitle')}
      description={t('community.composerDescription')}
      onSubmit={onSubmit}
      onFocus={validation.preload}
      cancelLabel={t('community.cancel')}
      submitLabel={t(isSubmitting ? 'community.publishing' : 'community.publish')}
      pending={isSubmitting}
      submitDisabled={photos.preparing}
    >
      <PostTypeChips label={t('community.composerTypeLabel')} selected={type} onSelect={setType} />
      <TextareaField
        label={t('community.contentLabel')}
        placeholder={t('community.contentPlaceholder')}
        rows={5}
        readOnly={isSubmitting}
        error={error}
        counter={t('community.characterCount', { count: length, max: POST_MAX })}
        overLimit={length > POST_MAX}
        {...form.register('content')}
      />
      <ComposerPhotos photos={photos} disabled={isSubmitting} />
    </FormDialog>
  );
}
