import type { Category } from '#shared/categories.ts';

export type GridEntry<T> = { kind: 'item'; item: T } | { kind: 'recommendation'; slot: number };

/** The items with a recommendation after every `every`th one; `slot` counts the recommendations from 0. */
export function withRecommendations<T>(items: readonly T[], every: number): GridEntry<T>[] {
  return items.flatMap((item, index): GridEntry<T>[] => {
    const entry: GridEntry<T> = { kind: 'item', item };
    const position = index + 1;
    if (every <= 0 || position % every !== 0) return [entry];
    return [entry, { kind: 'recommendation', slot: position / every - 1 }];
  });
}

/**
 * The category a recommendation suggests: the categories in turn, skipping the one already shown, so that each block
 * down the list points somewhere new. Undefined when there is no other category.
 */
export function recommendedCategory(
  categories: readonly Category[],
  shownCategoryId: number | undefined,
  slot: number,
): Category | undefined {
  const others = categories.filter((category) => category.id !== shownCategoryId);
  if (others.length === 0) return undefined;
  return others[slot % others.length];
}
