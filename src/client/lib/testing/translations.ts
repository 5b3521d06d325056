import i18next, { type TFunction } from 'i18next';
import en from '#shared/locales/en.json' with { type: 'json' };
import es from '#shared/locales/es.json' with { type: 'json' };

/** The real catalogs' `t` in each language, for unit tests that check the words people read. */
export async function catalogTranslations(): Promise<{ es: TFunction; en: TFunction }> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  return { es: instance.getFixedT('es'), en: instance.getFixedT('en') };
}
