import { MessagesSquare, Plus, RefreshCw } from 'lucide-react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Post } from '#shared/community.ts';
import type { PostType } from '#shared/community-constants.ts';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import { useBrowsingCentre } from '#client/lib/browsing-centre.ts';
import { errorMessage } from '#client/lib/api.ts';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { usePostList } from '#client/features/community/api/list-posts.ts';
import { uniqueById } from '#client/lib/paging.ts';
import { LoadMorePosts } from './load-more-posts.tsx';
import { PostCard } from './post-card.tsx';
import { PostTypeChips } from './post-type-chips.tsx';
import { PostSkeletons } from './post-skeletons.tsx';
import { useSharedPost } from '#client/features/community/use-shared-post.ts';
import type { WallView } from '#client/features/community/wall-view.ts';
import { sharedPostIdOf } from '#client/features/community/share.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** The form library and the dialog (about 28 kB gzipped) load when someone first wants to publish, not to read. */
const PostComposerDialog = lazy(() =>
  import('./post-composer-dialog.tsx').then((module) => ({ default: module.PostComposerDialog })),
);

/** Three post shapes while the wall loads. */
const POST_SKELETONS = 3;

/** No posts in the view: the first one to write, or, while a type or nearness narrows it, a wider view to try. */
function EmptyWall({ onCreate, narrowed }: { onCreate: () => void; narrowed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
      <MessagesSquare aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{t('community.emptyTitle')}</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        {t(narrowed ? 'community.emptyFilteredDescription' : 'community.emptyDescription')}
      </p>
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
  narrowed: boolean;
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

function PostList({ list, posts, onCreate, narrowed }: PostListProps) {
  const { data: user } = useCurrentUser();
  const { highlightedId, removed } = useSharedPost(list, posts);
  if (list.isPending) return removed ? <RemovedPost /> : <PostSkeletons count={POST_SKELETONS} />;
  if (list.isError && !list.data) return <WallError error={list.error} onRetry={() => void list.refetch()} />;
  if (posts.length === 0)
    return removed ? <RemovedPost /> : <EmptyWall onCreate={onCreate} narrowed={narrowed} />;
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

type Scope = 'near' | 'country';

/** "Cerca de ti" or "Todo el país": two chips, one pressed. */
function ScopeSwitch({ scope, onChange }: { scope: Scope; onChange: (scope: Scope) => void }) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('community.scopeLabel')} className="flex gap-2">
      {(['near', 'country'] as const).map((each) => (
        <ToggleChip key={each} pressed={scope === each} onPress={() => onChange(each)}>
          {t(`community.scope.${each}`)}
        </ToggleChip>
      ))}
    </div>
  );
}

/**
 * What the wall shows: "Cerca de ti" (around where the reader browses from, as home measures it: the device, the
 * chosen or profile municipality, San Salvador for a visitor) unless switched to "Todo el país", and one type or all.
 * Without a place to measure from, the whole country; a shared post's link opens the whole country, where it is. The
 * wall does not wait for a position nothing here asks for: one that arrives moves "Cerca de ti" to it.
 */
function useWallView() {
  const { centre } = useBrowsingCentre();
  const sharedLink = sharedPostIdOf(useSearch()) !== null;
  const [scope, setScope] = useState<Scope>(sharedLink ? 'country' : 'near');
  const [type, setType] = useState<PostType | null>(null);
  const near = scope === 'near' ? centre.point : null;
  const view = useMemo((): WallView => ({ type, near }), [type, near]);
  return { view, place: centre.point, scope, setScope, type, setType };
}

/**
 * The community page: the title, Publish, where and which type, and the wall newest first. Shown on /community and in home's community tab,
 * where the title is one level lower.
 */
export function CommunityWall({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const Heading = headingLevel;
  const titleId = useId();
  const [composing, setComposing] = useState(false);
  /** Once opened, the dialog stays mounted (closed), so Cancel keeps the draft. */
  const [composerUsed, setComposerUsed] = useState(false);
  const wall = useWallView();
  const list = usePostList(wall.view);
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
      <div className="space-y-2">
        {wall.place && <ScopeSwitch scope={wall.scope} onChange={wall.setScope} />}
        <PostTypeChips
          label={t('community.typeFilterLabel')}
          selected={wall.type}
          onSelect={wall.setType}
          withAll
        />
      </div>
      <PostList
        list={list}
        posts={posts}
        onCreate={openComposer}
        narrowed={wall.view.type !== null || wall.view.near !== null}
      />
      {composerUsed && (
        <Suspense fallback={null}>
          <PostComposerDialog
            open={composing}
            onOpenChange={setComposing}
            view={wall.view}
            place={wall.place}
          />
        </Suspense>
      )}
    </section>
  );
}
