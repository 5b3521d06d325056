/** How long a shared page's read is reused: a listing sold or removed shows as such on its link within this. */
export const SHARED_READ_KEEP_MS = 5_000;
/** Reads kept at once; past it the oldest is dropped. */
export const SHARED_READS_KEPT = 500;

type Kept<T> = { readAt: number; result: Promise<T> };

/**
 * `read` by id, each answer reused for `keepMs` by at most `maxEntries` ids: a link a whole group opens, or a preview
 * crawler that fetches a page several times, costs one database read. A read that fails is not kept, so an error
 * (gone, unknown, the database down) is always asked again.
 */
export function recentReads<T>(
  read: (id: number) => Promise<T>,
  { keepMs = SHARED_READ_KEEP_MS, maxEntries = SHARED_READS_KEPT, now = () => Date.now() } = {},
): (id: number) => Promise<T> {
  const kept = new Map<number, Kept<T>>();
  const forget = (id: number, entry: Kept<T>) => {
    if (kept.get(id) === entry) kept.delete(id);
  };
  return (id) => {
    const readAt = now();
    const fresh = kept.get(id);
    if (fresh && readAt - fresh.readAt < keepMs) return fresh.result;
    kept.delete(id);
    const oldest = kept.keys().next();
    if (kept.size >= maxEntries && !oldest.done) kept.delete(oldest.value);
    const entry = { readAt, result: read(id) };
    kept.set(id, entry);
    entry.result.catch(() => forget(id, entry));
    return entry.result;
  };
}
