import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppBar } from '#client/components/app-bar.tsx';
import { SignOutButton } from '#client/components/sign-out-button.tsx';
import { useCurrentUser } from '#client/lib/current-user.ts';
import { useDocumentTitle } from '#client/lib/document-title.ts';
import { NotificationSettingsSection } from '#client/features/notifications/components/notification-settings-section.tsx';
import { BlockedPeopleList } from '#client/features/moderation/components/blocked-people-list.tsx';
import { DangerZoneSection } from '#client/features/settings/components/danger-zone-section.tsx';
import { DataSaverSection } from '#client/features/settings/components/data-saver-section.tsx';
import { DistanceUnitSection } from '#client/features/settings/components/distance-unit-section.tsx';
import { LanguageSection } from '#client/features/settings/components/language-section.tsx';
import { PasswordSection } from '#client/features/settings/components/password-section.tsx';
import { PersonalInfoSection } from '#client/features/settings/components/personal-info-section.tsx';
import { PhoneSection } from '#client/features/settings/components/phone-section.tsx';
import { SettingsSection } from '#client/features/settings/components/settings-section.tsx';
import { ThemeSection } from '#client/features/settings/components/theme-section.tsx';
import { TwoFactorSection } from '#client/features/two-factor/components/two-factor-section.tsx';
import blocksTexts from '#shared/locales/es/blocks.json' with { type: 'json' };
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ blocks: blocksTexts, settings: settingsTexts });

/** Its own chunk: the photo form and its texts load after the rest of the settings. */
const IdentitySection = lazy(() => import('#client/features/identity/components/identity-section.tsx'));

/**
 * /settings: personal info, phone and identity verification, language, theme, distance unit, data saver, notifications, security, the people blocked,
 * session and the danger zone.
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useDocumentTitle(t('settings.title'));
  if (!user) return null;
  return (
    <div className="mx-auto w-full max-w-xl space-y-5 py-2">
      <AppBar parent="/profile" title={t('settings.title')} />
      <PersonalInfoSection user={user} />
      <PhoneSection user={user} />
      <Suspense fallback={null}>
        <IdentitySection />
      </Suspense>
      <LanguageSection />
      <ThemeSection />
      <DistanceUnitSection />
      <DataSaverSection />
      <NotificationSettingsSection />
      <PasswordSection />
      <TwoFactorSection enabled={user.twoFactorEnabled} />
      <SettingsSection title={t('blocks.settingsTitle')} description={t('blocks.settingsDescription')}>
        <BlockedPeopleList />
      </SettingsSection>
      <SettingsSection title={t('settings.session.title')} description={t('settings.session.description')}>
        <SignOutButton />
      </SettingsSection>
      <DangerZoneSection />
    </div>
  );
}
