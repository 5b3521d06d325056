import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { setTheme, useThemeChoice } from '#client/lib/theme.ts';
import { OptionGroup } from './option-group.tsx';
import { SettingsSection } from './settings-section.tsx';
import settingsTexts from '#shared/locales/es/settings.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ settings: settingsTexts });

const THEME_OPTIONS = [
  { value: 'light', labelKey: 'settings.theme.light', Icon: Sun },
  { value: 'dark', labelKey: 'settings.theme.dark', Icon: Moon },
  { value: 'system', labelKey: 'settings.theme.system', Icon: Monitor },
] as const;

/** Light, dark or the device's; stored and applied at once (lib/theme.ts). */
export function ThemeSection() {
  const { t } = useTranslation();
  const theme = useThemeChoice();
  const options = THEME_OPTIONS.map(({ labelKey, ...option }) => ({ ...option, label: t(labelKey) }));
  return (
    <SettingsSection title={t('settings.theme.title')} description={t('settings.theme.description')}>
      <OptionGroup label={t('settings.theme.title')} options={options} value={theme} onChange={setTheme} />
    </SettingsSection>
  );
}
