import i18n, { type InitOptions, type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '#shared/constants.ts';
import type { SharedCatalog } from '#shared/locales/es.ts';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/** One i18next namespace holds the catalog's tree: its first level is the catalog's namespaces (`auth` in `auth.title`). */
const NAMESPACE = 'translation';

/** A key of the catalog, for tables of keys that are later given to `t`. */
export type TextKey = ParseKeys;

/** Whether a text that arrived as a plain string (a zod issue's message) is a key of the texts added so far. */
export function isTextKey(text: string): text is TextKey {
  return i18n.exists(text);
}

/** What the app and the unit tests' translator read keys with. */
export const CATALOG_OPTIONS = {
  defaultNS: NAMESPACE,
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/**
 * Spanish, the default and the fallback of any missing text, comes with the code: each module imports the Spanish
 * file of each catalog namespace it shows and hands it to `addTexts`. Every other language is one chunk of its whole
 * catalog, fetched before the first render when it is the chosen language, otherwise when the user switches to it.
 */
const LAZY_CATALOGS: Partial<Record<Language, () => Promise<{ default: SharedCatalog }>>> = {
  en: () => import('#shared/locales/en.ts'),
};

/** Texts added by the modules that run before i18next starts (the entry's), kept until it does. */
const textsBeforeStart: Partial<SharedCatalog>[] = [];

/** Adds the Spanish texts of the catalog namespaces a module shows, which it imports itself. */
export function addTexts(texts: Partial<SharedCatalog>): void {
  if (i18n.isInitialized) i18n.addResourceBundle(DEFAULT_LANGUAGE, NAMESPACE, texts, true, false);
  else textsBeforeStart.push(texts);
}

/** In development, a key with no text anywhere is most likely a namespace its module forgot to import and add. */
function warnOfMissingText(_languages: readonly string[], _namespace: string, key: string): void {
  console.warn(`No text for "${key}": does its module import and addTexts its namespace's Spanish file?`);
}

/** Formatting locale of each language (dates, numbers): Spanish as spoken in El Salvador. */
export const LOCALES: Record<Language, string> = { es: 'es-SV', en: 'en-US' };

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The stored choice, else the browser language (en if it starts with 'en', otherwise es). */
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

async function loadCatalog(language: Language): Promise<void> {
  const load = LAZY_CATALOGS[language];
  if (!load || i18n.hasResourceBundle(language, NAMESPACE)) return;
  const catalog = await load();
  i18n.addResourceBundle(language, NAMESPACE, catalog.default);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The last language asked for: a catalog that arrives late does not undo a later choice. */
let requestedLanguage: Language = DEFAULT_LANGUAGE;

/** Switches once the language's catalog is here; rejects, keeping the current language, when it cannot be fetched. */
export async function changeLanguage(language: Language): Promise<void> {
  requestedLanguage = language;
  await loadCatalog(language);
  if (requestedLanguage === language) await i18n.changeLanguage(language);
}

/** Resolves when the chosen language's catalog is ready, so the first render shows no catalog key. */
export async function initI18n(): Promise<void> {
  requestedLanguage = detectLanguage();
  i18n.on('languageChanged', rememberLanguage);
  await i18n.use(initReactI18next).init({
    ...CATALOG_OPTIONS,
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: {} } },
    lng: requestedLanguage,
    supportedLngs: LANGUAGES,
    initAsync: false,
    saveMissing: import.meta.env.DEV,
    missingKeyHandler: warnOfMissingText,
  });
  for (const texts of textsBeforeStart.splice(0)) addTexts(texts);
  try {
    await loadCatalog(requestedLanguage);
  } catch {
    // Offline: the Spanish fallback fills in until the user picks the language again.
  }
}

export { i18n };
