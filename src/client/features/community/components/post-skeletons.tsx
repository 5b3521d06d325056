import { useTranslation } from 'react-i18next';
import { SkeletonText } from '#client/components/ui/skeleton.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** Grey post shapes while the wall loads: the author's header, two lines of text and the likes bar of a post. */
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
          <div className="flex items-start gap-3">
            <div className="size-9 animate-pulse rounded-full bg-muted" />
            <SkeletonText className="flex-1" widths={['w-2/5', 'w-1/4']} />
          </div>
          <SkeletonText widths={['w-full', 'w-4/5']} />
          <div className="border-t border-border pt-2">
            <div className="h-11 w-1/2 animate-pulse rounded-lg bg-muted" />
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
