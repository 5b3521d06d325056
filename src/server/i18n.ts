import type { FastifyRequest } from 'fastify';
import type { Language } from '../shared/constants.ts';
import en from '../shared/locales/en.json' with { type: 'json' };
import es from '../shared/locales/es.json' with { type: 'json' };

type Catalog = { [key: string]: string | Catalog };
const catalogs: Record<Language, Catalog> = { es, en };

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

/** Translates a catalog key, filling {{name}} placeholders. An unknown key comes back as it is. */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = lookup(catalogs[language], key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => String(values[name] ?? ''));
}
