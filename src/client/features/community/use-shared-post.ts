import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Post } from '#shared/community.ts';
import { hasStatus } from '#client/lib/api.ts';
import { toast } from '#client/lib/toast.ts';
import { usePost } from '#client/features/community/api/get-post.ts';
import type { usePostList } from '#client/features/community/api/list-posts.ts';
import { sharedPostIdOf } from '#client/features/community/share.ts';
import { postElementId } from '#client/features/community/components/post-card.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** How far back the wall is searched for a shared post: 20 pages of 10 posts. */
const SEARCH_PAGES_MAX = 20;
/** How long the shared post stays outlined. */
const HIGHLIGHT_MS = 4000;

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export interface SharedPost {
  /** The post to outline, once loaded. */
  highlightedId: number | null;
  /** The linked post moderation removed: the wall says so in its place. */
  removed: boolean;
}

/**
 * A shared link (`?post=42`) opens the wall on that post. The post is read on its own first: removed by moderation,
 * the wall says so; unknown, it says that once. Otherwise older pages load until it is there (up to a limit), then it
 * scrolls into view, takes the focus and stays outlined for a moment.
 */
export function useSharedPost(list: ReturnType<typeof usePostList>, posts: readonly Post[]): SharedPost {
  const { t } = useTranslation();
  const sharedId = sharedPostIdOf(useSearch());
  const sharedPost = usePost(sharedId ?? 0, { enabled: sharedId !== null });
  const removed = hasStatus(sharedPost.error, 410);
  const unknown = hasStatus(sharedPost.error, 404);
  /** The wall may hold it: it is there to see, or reading it alone failed (offline, say). */
  const searchable = sharedPost.isSuccess || (sharedPost.isError && !removed && !unknown);
  const [highlightEnded, setHighlightEnded] = useState<number | null>(null);
  /** The shared post already found or reported missing: neither happens twice for one link. */
  const settled = useRef<number | null>(null);
  const loaded = sharedId !== null && posts.some((post) => post.id === sharedId);
  const highlightedId = loaded && highlightEnded !== sharedId ? sharedId : null;
  const { isSuccess, hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const pagesLoaded = list.data?.pages.length ?? 0;

  useEffect(() => {
    if (sharedId === null || loaded || removed || settled.current === sharedId) return;
    if (!unknown) {
      if (!searchable || !isSuccess || isFetchingNextPage) return;
      if (hasNextPage && pagesLoaded < SEARCH_PAGES_MAX) {
        void fetchNextPage();
        return;
      }
    }
    settled.current = sharedId;
    toast({ variant: 'destructive', title: t('community.sharedPostMissing') });
  }, [
    sharedId,
    loaded,
    removed,
    unknown,
    searchable,
    isSuccess,
    isFetchingNextPage,
    hasNextPage,
    pagesLoaded,
    fetchNextPage,
    t,
  ]);

  useEffect(() => {
    if (highlightedId === null || settled.current === highlightedId) return;
    settled.current = highlightedId;
    const element = document.getElementById(postElementId(highlightedId));
    element?.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    element?.focus({ preventScroll: true });
    const timer = window.setTimeout(() => setHighlightEnded(highlightedId), HIGHLIGHT_MS);
    return () => window.clearTimeout(timer);
  }, [highlightedId]);

  return { highlightedId, removed: removed && !loaded };
}
