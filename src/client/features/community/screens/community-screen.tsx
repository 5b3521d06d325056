import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { CommunityWall } from '#client/features/community/components/community-wall.tsx';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** /community: the community wall as a page of its own. */
export default function CommunityScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('community.title'));
  return <CommunityWall headingLevel="h1" />;
}
