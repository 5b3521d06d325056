import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import sharedEn from '#shared/locales/en.ts';
import sharedEs from '#shared/locales/es.ts';
import serverEn from './locales/en.ts';
import serverEs from './locales/es.ts';

/**
 * What the compiler cannot hold the catalogs to. It already fails on a key the code names that Spanish lacks, and on
 * a Spanish key English lacks; left here: no key only in English, the same {{placeholders}} in both languages, and
 * every namespace file listed in its language's index.
 */
type Catalog = { [key: string]: string | Catalog };

function entries(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : entries(value, `${prefix}${name}.`),
  );
}

const localesOf = (side: string) =>
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', side, 'locales');

const PAIRS = {
  shared: { folder: localesOf('shared'), catalogs: { es: sharedEs, en: sharedEn } },
  server: { folder: localesOf('server'), catalogs: { es: serverEs, en: serverEn } },
};

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

describe.each(Object.entries(PAIRS))('the %s catalogs', (_side, { folder, catalogs }) => {
  const es = new Map(entries(catalogs.es));
  const en = new Map(entries(catalogs.en));

  it('have the same keys in Spanish and English', () => {
    expect([...es.keys()].filter((key) => !en.has(key))).toEqual([]);
    expect([...en.keys()].filter((key) => !es.has(key))).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const differing = [...es].filter(([key, text]) => placeholders(text) !== placeholders(en.get(key) ?? ''));
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it.each(Object.entries(catalogs))('list every namespace file of %s/ in %s.ts', (language, catalog) => {
    const files = readdirSync(path.join(folder, language)).map((file) => file.replace(/\.json$/, ''));
    expect(Object.keys(catalog).sort()).toEqual(files.sort());
  });
});

it('keep the server-only namespaces apart from the shared ones', () => {
  expect(Object.keys(serverEs).filter((namespace) => namespace in sharedEs)).toEqual([]);
});
