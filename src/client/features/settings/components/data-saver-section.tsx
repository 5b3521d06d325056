import { useTranslation } from 'react-i18next';
import { CheckboxField } from '#client/components/ui/checkbox-field.tsx';
import { setDataSaver, useDataSaver } from '#client/lib/data-saver.ts';
import { SettingsSection } from './settings-section.tsx';
import dataSaverTexts from '#shared/locales/es/dataSaver.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ dataSaver: dataSaverTexts });

/** Thumbnails instead of full photos, and maps that load only when asked (lib/data-saver.ts). */
export function DataSaverSection() {
  const { t } = useTranslation();
  const on = useDataSaver();
  return (
    <SettingsSection title={t('dataSaver.title')} description={t('dataSaver.description')}>
      <CheckboxField
        label={t('dataSaver.label')}
        checked={on}
        onChange={(event) => setDataSaver(event.target.checked)}
      />
    </SettingsSection>
  );
}
