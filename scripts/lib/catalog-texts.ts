import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { repoRoot } from './client-build.ts';

type Catalog = { [key: string]: string | Catalog };
/** The Spanish catalog as keys (`productDetail.title`) and texts, and its sections (`productDetail`). */
type Texts = { texts: Map<string, string>; sections: string[] };

const CATALOG = path.join(repoRoot, 'src', 'shared', 'locales', 'es.json');
/** Where the texts go: src/client/lib/catalog-texts.ts hands them to i18next. */
const RECEIVER = '#client/lib/catalog-texts.ts';
const CLIENT_SOURCE = /[\\/]src[\\/](?:client|shared)[\\/].+\.tsx?$/;

function flatten(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : flatten(value, `${prefix}${name}.`),
  );
}

function readTexts(): Texts {
  const catalog: Catalog = JSON.parse(readFileSync(CATALOG, 'utf8'));
  return { texts: new Map(flatten(catalog)), sections: Object.keys(catalog) };
}

/** `{ 'a.b': 'x' }` as `{ a: { b: 'x' } }`, the shape i18next takes. */
function nest(texts: Iterable<[string, string]>): Catalog {
  const root: Catalog = {};
  for (const [key, text] of texts) {
    const parts = key.split('.');
    const name = parts.pop() ?? key;
    let node = root;
    for (const part of parts) {
      const child = node[part];
      node = typeof child === 'object' ? child : (node[part] = {});
    }
    node[name] = text;
  }
  return root;
}

/**
 * The keys a module's source names, read as src/server/catalogs.test.ts reads them: a string literal `section.key`
 * names that key, its plural forms (`key_one`) and whatever lies below it; a literal that ends in a dot or a template
 * literal that starts with a section (`productCondition.${condition}`) names every key that starts as it does.
 */
export function keysNamedIn(
  source: string,
  keys: Iterable<string>,
  sections: readonly string[],
): Set<string> {
  const named = new RegExp(`['"\`]((?:${sections.join('|')})\\.[\\w.]*)(\\$\\{|['"\`])`, 'g');
  const names = [...source.matchAll(named)].map(([, name = '', end]) =>
    end === '${' || name.endsWith('.')
      ? (key: string) => key.startsWith(name)
      : (key: string) => key === name || key.startsWith(`${name}_`) || key.startsWith(`${name}.`),
  );
  return new Set([...keys].filter((key) => names.some((isNamed) => isNamed(key))));
}

/** A key built at run time from a template whose section is not written out: its texts could not be found. */
export function unnamedSectionTemplate(source: string, sections: readonly string[]): string | undefined {
  return new RegExp(`\\bt\\(\\s*\`(?!(?:${sections.join('|')})\\.)[^\`]*\``).exec(source)?.[0];
}

/**
 * Spanish texts travel with the code that shows them instead of all in the entry: each client module that names
 * catalog keys gets a call that adds their texts, so a screen's chunks bring its own words and the first load of any
 * screen carries only those of the app's frame and that screen. The English catalog stays one chunk of its own
 * (src/client/lib/i18n.ts), fetched only by those who chose it.
 */
export function catalogTexts(): Plugin {
  let catalog: Texts | undefined;
  return {
    name: 'cerquita-catalog-texts',
    enforce: 'pre',
    watchChange(id) {
      if (path.resolve(id) === CATALOG) catalog = undefined;
    },
    transform(code, id) {
      if (!CLIENT_SOURCE.test(id.split('?')[0] ?? id)) return null;
      this.addWatchFile(CATALOG);
      const { texts, sections } = (catalog ??= readTexts());
      const unnamed = unnamedSectionTemplate(code, sections);
      if (unnamed) this.error(`${unnamed}: start the key with its catalog section, written out`);
      const named = keysNamedIn(code, texts.keys(), sections);
      if (named.size === 0) return null;
      const moduleTexts = nest([...texts].filter(([key]) => named.has(key)));
      // On the module's first line, so that every other line keeps its number.
      return {
        code: `import { addTexts } from '${RECEIVER}'; addTexts(${JSON.stringify(moduleTexts)}); ${code}`,
        map: null,
      };
    },
  };
}
