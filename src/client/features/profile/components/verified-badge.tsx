import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import profileTexts from '#shared/locales/es/profile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ profile: profileTexts });

/** The national ID check passed. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-foreground">
      <BadgeCheck aria-hidden className="size-4 text-accent" />
      {t('profile.verified')}
    </span>
  );
}
