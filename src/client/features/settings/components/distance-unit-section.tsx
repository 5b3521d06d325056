import { useTranslation } from 'react-i18next';
import { DISTANCE_UNITS } from '#shared/format.ts';
import { setDistanceUnit, useDistanceUnit } from '#client/lib/distance-unit.ts';
import { OptionGroup } from './option-group.tsx';
import { SettingsSection } from './settings-section.tsx';
import distanceUnitTexts from '#shared/locales/es/distanceUnit.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ distanceUnit: distanceUnitTexts });

/** Kilometres or miles for distances and the search radius; stored on this device and applied at once. */
export function DistanceUnitSection() {
  const { t } = useTranslation();
  const unit = useDistanceUnit();
  const options = DISTANCE_UNITS.map((value) => ({ value, label: t(`distanceUnit.${value}`) }));
  return (
    <SettingsSection title={t('distanceUnit.title')} description={t('distanceUnit.description')}>
      <OptionGroup
        label={t('distanceUnit.title')}
        options={options}
        value={unit}
        onChange={setDistanceUnit}
      />
    </SettingsSection>
  );
}
