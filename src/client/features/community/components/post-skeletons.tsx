import { useTranslation } from 'react-i18next';

/** Three grey post shapes while the wall loads. */
export function PostSkeletons({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('community.loading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          aria-hidden
          data-testid="post-skeleton"
          className="space-y-3 rounded-2xl border border-border bg-card p-4"
        >
          <div className="flex items-center gap-3">
            <div className="size-9 animate-pulse rounded-full bg-muted" />
            <div className="flex-1 space-y-2">
              <div className="h-3.5 w-2/5 animate-pulse rounded bg-muted" />
              <div className="h-3 w-1/4 animate-pulse rounded bg-muted" />
            </div>
          </div>
          <div className="space-y-2">
            <div className="h-3.5 w-full animate-pulse rounded bg-muted" />
            <div className="h-3.5 w-4/5 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Two grey comment shapes while a post's comments load. */
export function CommentSkeletons({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-3">
      <span className="sr-only">{t('community.commentsLoading')}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden data-testid="comment-skeleton" className="flex gap-2">
          <div className="size-9 shrink-0 animate-pulse rounded-full bg-muted" />
          <div className="h-14 flex-1 animate-pulse rounded-2xl bg-muted" />
        </div>
      ))}
    </div>
  );
}
