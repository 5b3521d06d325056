import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';
import en from '../../shared/locales/en.json' with { type: 'json' };
import es from '../../shared/locales/es.json' with { type: 'json' };
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** Formatting locale of each language (dates, numbers): Spanish as spoken in El Salvador. */
export const LOCALES: Record<Language, string> = { es: 'es-SV', en: 'en-US' };

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** SPEC §4: the stored choice, else the browser language (en if it starts with 'en', otherwise es). */
function detectLanguage(): Language {
  const stored = readStorage(STORAGE_KEYS.language);
  if (isLanguage(stored)) return stored;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : DEFAULT_LANGUAGE;
}

function rememberLanguage(language: string): void {
  if (!isLanguage(language)) return;
  writeStorage(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export function initI18n(): void {
  i18n.on('languageChanged', rememberLanguage);
  void i18n.use(initReactI18next).init({
    resources: { es: { translation: es }, en: { translation: en } },
    lng: detectLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

export { i18n };
