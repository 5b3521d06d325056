import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POST_MAX } from '#shared/constants.ts';
import { FormDialog } from '#client/components/ui/dialog.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { applyServerErrors, errorText, lazyResolver } from '#client/lib/form.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreatePost } from '#client/features/community/api/create-post.ts';
import type { PostFields } from '#client/features/community/validation.ts';
import { ComposerPhotos } from './composer-photos.tsx';
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
}

/**
 * The publish dialog: the text (500 characters, with a counter) and up to 4 photos. It stays mounted with the
 * wall, so closing it with Cancel keeps the draft; a failed publish keeps everything; success closes and clears it.
 */
export function PostComposerDialog({ open, onOpenChange }: PostComposerDialogProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const photos = usePostPhotos();
  const { mutateAsync: createPost } = useCreatePost();
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
      await createPost({ content, images });
    } catch (cause) {
      applyServerErrors(cause, ['content'], form.setError);
      failed(t('community.createError'), cause);
      return;
    }
    form.reset(EMPTY);
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
