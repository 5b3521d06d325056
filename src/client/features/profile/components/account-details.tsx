import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '#shared/auth.ts';
import { Card, CardTitle } from '#client/components/ui/card.tsx';
import { addTexts, currentLanguage, LOCALES } from '#client/lib/i18n.ts';
import { fullName } from '#client/features/profile/full-name.ts';
import profileTexts from '#shared/locales/es/profile.json' with { type: 'json' };

addTexts({ profile: profileTexts });

function Detail({ term, children }: { term: string; children: string }) {
  return (
    <div className="space-y-0.5">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** /profile's account block: email, name and the sign-up date in the user's language. */
export function AccountDetails({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const memberSince = new Intl.DateTimeFormat(LOCALES[currentLanguage()], { dateStyle: 'long' }).format(
    new Date(user.createdAt),
  );
  return (
    <Card aria-labelledby="account-details-title">
      <CardTitle id="account-details-title" className="mb-4 text-lg">
        {t('profile.account.title')}
      </CardTitle>
      <dl className="space-y-3">
        <Detail term={t('profile.account.email')}>{user.email}</Detail>
        <Detail term={t('profile.account.name')}>{fullName(user)}</Detail>
        <Detail term={t('profile.account.memberSince')}>{memberSince}</Detail>
      </dl>
    </Card>
  );
}
