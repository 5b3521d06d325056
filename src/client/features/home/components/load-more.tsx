import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface LoadMoreProps {
  hasMore: boolean;
  isLoadingMore: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** Starts the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '600px 0px';

/**
 * More results as the user scrolls: the next page loads when the end of the list nears; the 'Cargar más' button is
 * there for browsers without IntersectionObserver, keyboard users, and after a failed page.
 */
export function LoadMore({ hasMore, isLoadingMore, failed, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const onSentinelVisible = useEffectEvent(onLoadMore);
  const watching = hasMore && !isLoadingMore && !failed;

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

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-3 py-4">
      {failed && <Alert variant="destructive" title={t('productList.loadMoreError')} className="w-full" />}
      {isLoadingMore ? (
        <Spinner />
      ) : (
        <Button variant="outline" onClick={onLoadMore}>
          {t('marketplace.loadMore')}
        </Button>
      )}
    </div>
  );
}
