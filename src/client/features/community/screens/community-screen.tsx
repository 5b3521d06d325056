import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { CommunityWall } from '#client/features/community/components/community-wall.tsx';

/** /community: the community wall as a page of its own. */
export default function CommunityScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('community.title'));
  return <CommunityWall headingLevel="h1" />;
}
