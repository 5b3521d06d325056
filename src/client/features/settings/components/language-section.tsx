import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { addTexts, changeLanguage, currentLanguage } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { OptionGroup } from './option-group.tsx';
import { SettingsSection } from './settings-section.tsx';
import languageTexts from '#shared/locales/es/language.json' with { type: 'json' };
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };

addTexts({ language: languageTexts, settings: settingsTexts });

/** Applies at once; lib/i18n.ts stores the choice and sets <html lang>, as the top bar's switch does. */
export function LanguageSection() {
  const { t } = useTranslation();
  const options = LANGUAGES.map((language) => ({
    value: language,
    label: t(`language.${language}`),
    lang: language,
  }));

  function choose(language: Language) {
    changeLanguage(language).catch(() => toast({ variant: 'destructive', title: t('language.error') }));
  }

  return (
    <SettingsSection title={t('settings.language.title')} description={t('settings.language.description')}>
      <OptionGroup
        label={t('settings.language.title')}
        options={options}
        value={currentLanguage()}
        onChange={choose}
      />
    </SettingsSection>
  );
}
