import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { POST_MAX } from '#shared/constants.ts';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { TextareaField } from '#client/components/ui/textarea-field.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
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

/** Counted in UTF-16 units, as the server counts (docs/decisions/0005). */
function CharacterCount({ id, count }: { id: string; count: number }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className={cn(
        'text-right text-sm',
        count > POST_MAX ? 'font-semibold text-destructive' : 'text-muted-foreground',
      )}
    >
      {t('community.characterCount', { count, max: POST_MAX })}
    </p>
  );
}

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
  const fieldId = useId();
  const counterId = `${fieldId}-count`;
  const form = useForm({ resolver: validation.resolver, defaultValues: EMPTY });
  const photos = usePostPhotos();
  const { mutateAsync: createPost } = useCreatePost();
  const { errors, isSubmitting } = form.formState;
  const error = errorText(t, errors.content);
  const length = useWatch({ control: form.control, name: 'content' }).length;
  const describedBy = error ? `${counterId} ${fieldId}-error` : counterId;

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
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>{t('community.composerTitle')}</DialogTitle>
        <DialogDescription>{t('community.composerDescription')}</DialogDescription>
        <form noValidate onSubmit={onSubmit} onFocus={validation.preload} className="space-y-4">
          <div className="space-y-1">
            <TextareaField
              id={fieldId}
              label={t('community.contentLabel')}
              placeholder={t('community.contentPlaceholder')}
              rows={5}
              readOnly={isSubmitting}
              error={error}
              aria-describedby={describedBy}
              {...form.register('content')}
            />
            <CharacterCount id={counterId} count={length} />
          </div>
          <ComposerPhotos photos={photos} disabled={isSubmitting} />
          <DialogActions
            cancelLabel={t('community.cancel')}
            submitLabel={t(isSubmitting ? 'community.publishing' : 'community.publish')}
            pending={isSubmitting}
            submitDisabled={photos.preparing}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
