import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import es from './es.json' with { type: 'json' };

/**
 * DESIGN §2: both catalogs complete, and every key the code names exists. Keys are read from the sources, not kept by
 * hand: any string literal of the form `<catalog section>.<key>` in src (tests aside) — `t('common.close')`, a zod
 * `error: 'validation.emailInvalid'`, `new HttpError(404, 'api.productNotFound')`, key tables. Keys built at run time
 * (`productCondition.${condition}`) are not checked here.
 */
type Catalog = { [key: string]: string | Catalog };

function entries(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : entries(value, `${prefix}${name}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Every `section.key` string literal in the sources, with where it stands. */
function keysNamedInCode(sections: readonly string[]): { key: string; file: string }[] {
  const literal = new RegExp(`['"\`]((?:${sections.join('|')})\\.[A-Za-z0-9_.]+)['"\`]`, 'g');
  return sourceFiles(sourceRoot).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(literal)].map((match) => ({
      key: match[1] ?? '',
      file: path.relative(sourceRoot, file),
    })),
  );
}

const spanish = new Map(entries(es));
const english = new Map(entries(en));

describe('translation catalogs', () => {
  it('have the same keys in Spanish and English', () => {
    expect(
      [...spanish.keys()].filter((key) => !english.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...english.keys()].filter((key) => !spanish.has(key)),
      'missing in es.json',
    ).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const differing = [...spanish].filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('hold every key the code names (a plural key as its _one and _other forms)', () => {
    const named = keysNamedInCode(Object.keys(es));
    expect(named.length).toBeGreaterThan(100);
    const missing = named.filter(({ key }) => !spanish.has(key) && !spanish.has(`${key}_one`));
    expect(missing.map(({ key, file }) => `${file}: ${key}`)).toEqual([]);
  });
});
