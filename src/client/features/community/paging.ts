/**
 * Offset paging of the wall and of a post's comments (docs/decisions/0005). A page remembers whether the server had
 * more, so that removing or adding an item in the cache never ends the list early.
 */
export interface Page<T> {
  items: T[];
  hasMore: boolean;
}

export function pageOf<T>(items: T[], limit: number): Page<T> {
  return { items, hasMore: items.length >= limit };
}

/**
 * The offset of the next page: how many items the cache holds (the server's list shifted by the same posts or
 * comments the user added or removed here), or undefined when the last page was the end.
 */
export function nextOffset<T>(lastPage: Page<T>, pages: readonly Page<T>[]): number | undefined {
  if (!lastPage.hasMore) return undefined;
  return pages.reduce((total, page) => total + page.items.length, 0);
}
