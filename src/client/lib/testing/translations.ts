import i18next, { type TFunction } from 'i18next';
import en from '#shared/locales/en.ts';
import es from '#shared/locales/es.ts';
import { CATALOG_OPTIONS } from '../i18n.ts';

/** The real catalogs' `t` in each language, for unit tests that check the words people read. */
export async function catalogTranslations(): Promise<{ es: TFunction; en: TFunction }> {
  const instance = i18next.createInstance();
  await instance.init({
    ...CATALOG_OPTIONS,
    lng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
  });
  return { es: instance.getFixedT('es'), en: instance.getFixedT('en') };
}
