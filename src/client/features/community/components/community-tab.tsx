import { CommunityWall } from './community-wall.tsx';

/** Home's community view (`/?view=community`): the wall under home's own heading and tabs. */
export default function CommunityTab() {
  return <CommunityWall headingLevel="h2" />;
}
