import { SendHorizontal } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { POST_MAX } from '#shared/constants.ts';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { cn } from '#client/lib/cn.ts';
import { toast } from '#client/lib/toast.ts';
import { useCreateComment } from '#client/features/community/api/create-comment.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import validationTexts from '#shared/locales/es/validation.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts, validation: validationTexts });

/**
 * The comment box under an open post: Enter sends, Shift+Enter starts a new line. The text stays until the
 * server has the comment, so a failed send loses nothing; a visitor signs in first and it is sent then.
 */
export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [content, setContent] = useState('');
  const create = useCreateComment();
  const signInFirst = useSignInFirst();
  const text = content.trim();
  // A comment has the post's limit (shared/community.ts COMMENT_MAX); that module brings zod, so not imported here.
  const tooLong = text.length > POST_MAX;

  function send() {
    if (!text || tooLong || create.isPending) return;
    create.mutate(
      { postId, content: text },
      {
        onSuccess: () => {
          setContent('');
          toast({ title: t('community.commentSent') });
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('community.commentError'),
            description: errorMessage(error) ?? t('community.tryAgain'),
          }),
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    signInFirst(send);
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        signInFirst(send);
      }}
      className="space-y-1"
    >
      <label htmlFor={inputId} className="sr-only">
        {t('community.commentLabel')}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={inputId}
          rows={1}
          value={content}
          readOnly={create.isPending}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('community.commentPlaceholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${inputId}-error` : undefined}
          className={cn(
            'block max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-input bg-card px-3 py-2 text-base text-foreground field-sizing-content',
            'placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40',
            'aria-[invalid=true]:border-destructive',
          )}
        />
        <Button
          type="submit"
          size="icon"
          aria-label={t('community.sendComment')}
          disabled={!text || tooLong || create.isPending}
        >
          <SendHorizontal aria-hidden className="size-5" />
        </Button>
      </div>
      {tooLong && (
        <p id={`${inputId}-error`} className="text-sm text-destructive">
          {t('validation.commentTooLong')}
        </p>
      )}
    </form>
  );
}
