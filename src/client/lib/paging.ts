/**
 * The items of every page as one list, each id once, in order: offset paging repeats an item at a page boundary when
 * another is published or removed between two requests.
 */
export function uniqueById<T extends { id: number }>(items: readonly T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

type QueryValue = string | number | boolean | undefined | readonly string[];

/**
 * A query string of the defined values, a list as the parameter repeated:
 * `{ q: 'silla', offset: 0, categoryId: undefined, condition: ['new', 'good'] }` → `?q=silla&offset=0&condition=new&condition=good`.
 */
export function queryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const each of value) search.append(name, each);
    else if (value !== undefined) search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
