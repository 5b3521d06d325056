import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '#shared/community.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useCommentList } from '#client/features/community/api/list-comments.ts';
import { uniqueById } from '#client/lib/paging.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { CommentSkeletons } from './post-skeletons.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** Two comment shapes while loading. */
const COMMENT_SKELETONS = 2;

type CommentListQuery = ReturnType<typeof useCommentList>;

function MoreComments({ list }: { list: CommentListQuery }) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  if (list.isFetchingNextPage) return <Spinner className="self-center" />;
  return (
    <div>
      {list.isFetchNextPageError && (
        <p className="text-sm text-destructive">{t('community.commentsLoadError')}</p>
      )}
      <Button variant="link" size="inline" onClick={() => void list.fetchNextPage()}>
        {t('community.moreComments')}
      </Button>
    </div>
  );
}

function CommentList({ list, comments }: { list: CommentListQuery; comments: Comment[] }) {
  const { t } = useTranslation();
  if (list.isPending) return <CommentSkeletons count={COMMENT_SKELETONS} />;
  if (list.isError && !list.data) {
    return (
      <Alert variant="destructive" title={t('community.commentsLoadError')}>
        <p>{errorMessage(list.error) ?? t('community.tryAgain')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          <RefreshCw aria-hidden className="size-4" />
          {t('community.retry')}
        </Button>
      </Alert>
    );
  }
  if (comments.length === 0)
    return <p className="text-sm text-muted-foreground">{t('community.noComments')}</p>;
  return (
    <>
      <ul className="space-y-3">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      <MoreComments list={list} />
    </>
  );
}

interface CommentsSectionProps {
  id: string;
  postId: number;
  open: boolean;
}

/** A post's comments and the box to add one, shown while open; the comments are fetched only then. */
export function CommentsSection({ id, postId, open }: CommentsSectionProps) {
  const { t } = useTranslation();
  const list = useCommentList(postId, { open });
  if (!open) return null;
  return (
    <section
      id={id}
      aria-label={t('community.commentsLabel')}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <CommentList list={list} comments={uniqueById(list.data?.pages.flatMap((page) => page.items) ?? [])} />
      <CommentForm postId={postId} />
    </section>
  );
}
