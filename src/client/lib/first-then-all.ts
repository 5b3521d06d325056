import { startTransition, useEffect, useState } from 'react';

/**
 * A long list as it first appears: only its `first` items, then all of them in a transition. The phone draws the
 * cards on screen at once and renders the rest in slices it can interrupt for a tap, instead of holding its main
 * thread for the whole list (a card costs a cheap phone about 10 ms). `complete` is false while the list is cut, so
 * nothing below it (an infinite-scroll trigger) acts as if the list ended there.
 */
export function useFirstThenAll<T>(
  items: readonly T[],
  first: number,
): { shown: readonly T[]; complete: boolean } {
  const [all, setAll] = useState(false);
  const cut = !all && items.length > first;
  useEffect(() => {
    if (cut) startTransition(() => setAll(true));
  }, [cut]);
  return cut ? { shown: items.slice(0, first), complete: false } : { shown: items, complete: true };
}
