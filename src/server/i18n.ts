import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import sharedEn from '#shared/locales/en.ts';
import sharedEs from '#shared/locales/es.ts';
import serverEn from './locales/en.ts';
import serverEs from './locales/es.ts';

type Catalog = { [key: string]: string | Catalog };

/**
 * The shared catalogs (UI text and the zod contract's `validation` keys, which the client reads too) with the
 * server's own namespaces (`api` answers, `mail`, `share`), which never ship to the client
 * (docs/decisions/0001).
 */
const catalogs = {
  es: { ...sharedEs, ...serverEs },
  en: { ...sharedEn, ...serverEn },
} satisfies Record<Language, Catalog>;

/** `{ a: { b: 'x' } }` as `'a.b'`: every key path of a catalog down to its texts. */
type KeyPaths<Texts> = {
  [Name in keyof Texts & string]: Texts[Name] extends string ? Name : `${Name}.${KeyPaths<Texts[Name]>}`;
}[keyof Texts & string];

/** A plural text (`key_one`, `key_other`) is asked for by its base key with a count. */
type WithoutPlural<Key extends string> = Key extends `${infer Base}_${'one' | 'other'}` ? Base | Key : Key;

/** Every key the server can translate, so that a misspelt one fails to compile. */
export type CatalogKey = WithoutPlural<KeyPaths<(typeof catalogs)['es']>>;

/** The caller's language: the client sends its chosen language as Accept-Language; Spanish unless it asks for English. */
export function languageOf(request: FastifyRequest): Language {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'es';
}

function lookup(catalog: Catalog, key: string): string | undefined {
  let node: string | Catalog | undefined = catalog;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Whether a text that arrived as a plain string (a zod issue's message) is a catalog key. */
export function isCatalogKey(key: string): key is CatalogKey {
  return lookup(catalogs.es, key) !== undefined;
}

/** i18next's plural keys, which the client reads too: `key_one` for a count of 1, `key_other` otherwise (es and en). */
const pluralKey = (key: string, count: unknown) =>
  typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key;

/** Translates a catalog key, filling {{name}} placeholders; a numeric `count` picks the plural form. */
export function translate(
  language: Language,
  key: CatalogKey,
  values: Record<string, string | number> = {},
): string {
  const catalog = catalogs[language];
  const template = lookup(catalog, pluralKey(key, values.count)) ?? lookup(catalog, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}

const DATE_LOCALES: Record<Language, string> = { es: 'es-SV', en: 'en-US' };

/** A date and time as a text answer or mail tells it: in the language, on El Salvador's clock. */
export const formatDateTime = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(DATE_LOCALES[language], {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/El_Salvador',
  }).format(date);
