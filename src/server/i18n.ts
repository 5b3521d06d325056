import type { FastifyRequest } from 'fastify';
import type { Language } from '#shared/constants.ts';
import sharedEn from '#shared/locales/en.json' with { type: 'json' };
import sharedEs from '#shared/locales/es.json' with { type: 'json' };
import serverEn from './locales/en.json' with { type: 'json' };
import serverEs from './locales/es.json' with { type: 'json' };

type Catalog = { [key: string]: string | Catalog };

/**
 * The shared catalogs (UI text and the zod contract's `validation` keys, which the client reads too) with the
 * server's own sections (`api` answers, `mail`), which never ship to the client (docs/decisions/0001).
 */
const catalogs: Record<Language, Catalog> = {
  es: { ...sharedEs, ...serverEs },
  en: { ...sharedEn, ...serverEn },
};

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

export function isCatalogKey(key: string): boolean {
  return lookup(catalogs.es, key) !== undefined;
}

/** i18next's plural keys, which the client reads too: `key_one` for a count of 1, `key_other` otherwise (es and en). */
const pluralKey = (key: string, count: unknown) =>
  typeof count === 'number' ? `${key}_${count === 1 ? 'one' : 'other'}` : key;

/** Translates a catalog key, filling {{name}} placeholders; a numeric `count` picks the plural form. An unknown key comes back as it is. */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const catalog = catalogs[language];
  const template = lookup(catalog, pluralKey(key, values.count)) ?? lookup(catalog, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
