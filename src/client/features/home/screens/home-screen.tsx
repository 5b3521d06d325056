import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/auth.ts';
import { Avatar } from '../../../components/avatar.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { currentLanguage, LOCALES } from '../../../lib/i18n.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { SignOutButton } from '../../auth/components/sign-out-button.tsx';

function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const memberSince = new Intl.DateTimeFormat(LOCALES[currentLanguage()], {
    month: 'long',
    year: 'numeric',
  }).format(new Date(user.createdAt));
  return (
    <Card aria-labelledby="home-profile" className="space-y-4">
      <div className="flex items-center gap-4">
        <Avatar
          firstName={user.firstName}
          lastName={user.lastName}
          imageUrl={user.profileImageUrl}
          size="lg"
        />
        <div className="min-w-0">
          <h2 id="home-profile" className="truncate text-lg font-semibold">
            {user.firstName} {user.lastName}
          </h2>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
          <p className="text-sm text-muted-foreground">{t('home.memberSince', { date: memberSince })}</p>
        </div>
      </div>
      <SignOutButton />
    </Card>
  );
}

/** / — the marketplace comes with its own issue; for now a greeting, a note and the profile area with sign-out. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  useDocumentTitle(t('nav.home'));
  if (!user) return null;
  return (
    <div className="space-y-5 py-2">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{t('home.greeting', { name: user.firstName })}</h1>
        <p className="text-muted-foreground">{t('home.intro')}</p>
      </div>
      <div className="flex items-center gap-4 rounded-2xl bg-accent-soft p-5">
        <Store aria-hidden className="size-10 shrink-0 text-accent" />
        <p className="text-sm">{t('home.marketplaceSoon')}</p>
      </div>
      <ProfileSummary user={user} />
    </div>
  );
}
