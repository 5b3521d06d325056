import { useTranslation } from 'react-i18next';
import { LoadMoreTrigger, type NextPageState } from '#client/components/ui/load-more-trigger.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

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
