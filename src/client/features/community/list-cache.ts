import type { InfiniteData } from '@tanstack/react-query';
import type { Page } from './paging.ts';

/** The cached pages of the wall or of a post's comments. */
export type Pages<T> = InfiniteData<Page<T>, number>;

type Identified = { id: number };

/** The pages with one item changed (wherever it is); anything else is left as it was. */
export function updateItem<T extends Identified>(
  data: Pages<T> | undefined,
  id: number,
  change: (item: T) => T,
): Pages<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? change(item) : item)),
    })),
  };
}

export function removeItem<T extends Identified>(
  data: Pages<T> | undefined,
  id: number,
): Pages<T> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) })),
  };
}

/** A new post goes on top of the wall (newest first). */
export function prependItem<T extends Identified>(data: Pages<T> | undefined, item: T): Pages<T> | undefined {
  const [first, ...rest] = data?.pages ?? [];
  if (!data || !first) return data;
  return { ...data, pages: [{ ...first, items: [item, ...first.items] }, ...rest] };
}

/**
 * A new comment goes at the end (oldest first) when every page is loaded; otherwise it arrives with the next page, in
 * its place after the comments not loaded yet.
 */
export function appendItem<T extends Identified>(data: Pages<T> | undefined, item: T): Pages<T> | undefined {
  const last = data?.pages.at(-1);
  if (!data || !last || last.hasMore) return data;
  return { ...data, pages: [...data.pages.slice(0, -1), { ...last, items: [...last.items, item] }] };
}

interface Likeable {
  isLiked: boolean;
  likeCount: number;
}

/** The like state the user asked for, with the counter moved by one when the state really changes. */
export function withLike<T extends Likeable>(item: T, liked: boolean): T {
  if (item.isLiked === liked) return item;
  return { ...item, isLiked: liked, likeCount: Math.max(0, item.likeCount + (liked ? 1 : -1)) };
}
