import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/** Where a paged list stands: the caller shows `LoadMoreTrigger` only while there is a next page. */
export interface NextPageState {
  isLoadingMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

interface LoadMoreTriggerProps extends NextPageState {
  /** The button's text (already translated). */
  label: string;
  /** Shown above the button after a failed page. */
  failure: ReactNode;
  className?: string;
}

/** Starts the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '600px 0px';

/** Calls `onVisible` when the element given to the returned ref nears the viewport, while `watching`. */
function useSentinel(watching: boolean, onVisible: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const onSentinelVisible = useEffectEvent(onVisible);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !watching || !('IntersectionObserver' in window)) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onSentinelVisible();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [watching]);

  return sentinel;
}

/**
 * More of a list as the user scrolls: a sentinel at its end starts the next page as it nears; the button is there for
 * keyboards, browsers without IntersectionObserver, and after a failed page (which the sentinel does not retry).
 */
export function LoadMoreTrigger({
  isLoadingMore,
  failed,
  onLoadMore,
  label,
  failure,
  className,
}: LoadMoreTriggerProps) {
  const sentinel = useSentinel(!isLoadingMore && !failed, onLoadMore);
  return (
    <div ref={sentinel} className={cn('flex flex-col items-center gap-3', className)}>
      {failed && failure}
      {isLoadingMore ? (
        <Spinner />
      ) : (
        <Button variant="outline" onClick={onLoadMore}>
          {label}
        </Button>
      )}
    </div>
  );
}
