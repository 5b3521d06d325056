import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface LoadMorePostsProps {
  isLoadingMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** Starts the next page this far before the end of the wall comes into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * Older posts as the user scrolls (a sentinel near the end of the wall); 'Cargar más' for keyboards, browsers without
 * IntersectionObserver, and after a failed page (which the sentinel does not retry by itself).
 */
export function LoadMorePosts({ isLoadingMore, failed, onLoadMore }: LoadMorePostsProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const onSentinelVisible = useEffectEvent(onLoadMore);
  const watching = !isLoadingMore && !failed;

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

  return (
    <div ref={sentinel} className="flex flex-col items-center gap-3 py-2">
      {failed && (
        <p role="alert" className="text-sm text-destructive">
          {t('community.loadMoreError')}
        </p>
      )}
      {isLoadingMore ? (
        <Spinner />
      ) : (
        <Button variant="outline" onClick={onLoadMore}>
          {t('community.loadMore')}
        </Button>
      )}
    </div>
  );
}
