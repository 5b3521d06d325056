import { MessagesSquare, Plus, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '#shared/community.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { usePostList } from '#client/features/community/api/list-posts.ts';
import { uniqueById } from '#client/lib/paging.ts';
import { LoadMorePosts } from './load-more-posts.tsx';
import { PostCard } from './post-card.tsx';
import { PostSkeletons } from './post-skeletons.tsx';
import { useSharedPost } from '#client/features/community/use-shared-post.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** The form library and the dialog (about 28 kB gzipped) load when someone first wants to publish, not to read. */
const PostComposerDialog = lazy(() =>
  import('./post-composer-dialog.tsx').then((module) => ({ default: module.PostComposerDialog })),
);

/** Three post shapes while the wall loads. */
const POST_SKELETONS = 3;

function EmptyWall({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
      <MessagesSquare aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{t('community.emptyTitle')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{t('community.emptyDescription')}</p>
      <Button onClick={onCreate}>
        <Plus aria-hidden className="size-5" />
        {t('community.createFirst')}
      </Button>
    </div>
  );
}

function WallError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" title={t('community.loadError')}>
      <p>{errorMessage(error) ?? t('community.tryAgain')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        {t('community.retry')}
      </Button>
    </Alert>
  );
}

interface PostListProps {
  list: ReturnType<typeof usePostList>;
  posts: Post[];
  onCreate: () => void;
}

/** In place of a linked post moderation removed: no text, photos or author. */
function RemovedPost() {
  const { t } = useTranslation();
  return (
    <Alert title={t('community.removed')}>
      <p>{t('community.removedPostDescription')}</p>
    </Alert>
  );
}

function PostList({ list, posts, onCreate }: PostListProps) {
  const { data: user } = useCurrentUser();
  const { highlightedId, removed } = useSharedPost(list, posts);
  if (list.isPending) return removed ? <RemovedPost /> : <PostSkeletons count={POST_SKELETONS} />;
  if (list.isError && !list.data) return <WallError error={list.error} onRetry={() => void list.refetch()} />;
  if (posts.length === 0) return removed ? <RemovedPost /> : <EmptyWall onCreate={onCreate} />;
  return (
    <>
      {removed && <RemovedPost />}
      <ul className="space-y-3">
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} viewerId={user?.id ?? 0} highlighted={post.id === highlightedId} />
          </li>
        ))}
      </ul>
      {list.hasNextPage && (
        <LoadMorePosts
          isLoadingMore={list.isFetchingNextPage}
          failed={list.isFetchNextPageError}
          onLoadMore={() => void list.fetchNextPage()}
        />
      )}
    </>
  );
}

/**
 * The community page: the title, Publish, and the wall newest first. Shown on /community and in home's community tab,
 * where the title is one level lower.
 */
export function CommunityWall({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const titleId = useId();
  const [composing, setComposing] = useState(false);
  /** Once opened, the dialog stays mounted (closed), so Cancel keeps the draft. */
  const [composerUsed, setComposerUsed] = useState(false);
  const list = usePostList();
  const signInFirst = useSignInFirst();
  const posts = useMemo(() => uniqueById(list.data?.pages.flatMap((page) => page.items) ?? []), [list.data]);
  const openComposer = () =>
    signInFirst(() => {
      setComposerUsed(true);
      setComposing(true);
    });

  return (
    <section aria-labelledby={titleId} className="space-y-4 py-2">
      <header className="space-y-1">
        <div className="flex items-center justify-between gap-3">
          <Heading id={titleId} className="text-2xl font-bold tracking-tight">
            {t('community.title')}
          </Heading>
          <Button onClick={openComposer} className="shrink-0">
            <Plus aria-hidden className="size-5" />
            {t('community.publish')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t('community.intro')}</p>
      </header>
      <PostList list={list} posts={posts} onCreate={openComposer} />
      {composerUsed && (
        <Suspense fallback={null}>
          <PostComposerDialog open={composing} onOpenChange={setComposing} />
        </Suspense>
      )}
    </section>
  );
}
