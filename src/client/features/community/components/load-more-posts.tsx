import { useTranslation } from 'react-i18next';
import { LoadMoreTrigger, type NextPageState } from '#client/components/ui/load-more-trigger.tsx';

/** Older posts as the user scrolls to the end of the wall, or with 'Cargar más'. */
export function LoadMorePosts(props: NextPageState) {
  const { t } = useTranslation();
  return (
    <LoadMoreTrigger
      {...props}
      label={t('community.loadMore')}
      failure={
        <p role="alert" className="text-sm text-destructive">
          {t('community.loadMoreError')}
        </p>
      }
      className="py-2"
    />
  );
}
