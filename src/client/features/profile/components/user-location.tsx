import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCATION } from '#shared/constants.ts';
import profileTexts from '#shared/locales/es/profile.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ profile: profileTexts });

/** The user's city; without one, the capital (the default location). */
export function UserLocation({ location }: { location: string | null }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <MapPin aria-hidden className="size-4 shrink-0" />
      <span className="sr-only">{t('profile.location')}</span>
      {location ?? DEFAULT_LOCATION.name}
    </p>
  );
}
