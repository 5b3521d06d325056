import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { QUIET_HOUR_FIELDS } from '#client/features/notifications/components/notification-settings-section.tsx';
import { CONVERSATION_FILTERS } from '#client/features/conversations/conversation-filter.ts';
import { SAFETY_TIPS } from '#client/features/safety/safety-tips.ts';
import { MAP_LAYERS } from '#client/lib/map/tiles.ts';
import { PUSH_STATES } from '#client/lib/push-subscription.ts';
import { RESET_SCOPES } from '#shared/admin.ts';
import { REFERENCE_CATEGORIES } from '#shared/categories.ts';
import { LANGUAGES } from '#shared/constants.ts';
import { DISTANCE_UNITS, type RelativeTimeUnit } from '#shared/format.ts';
import { NOTIFICATION_TYPES } from '#shared/notifications.ts';
import sharedEn from '#shared/locales/en.json' with { type: 'json' };
import sharedEs from '#shared/locales/es.json' with { type: 'json' };
import { PRODUCT_CONDITIONS, PRODUCT_SORTS } from '#shared/products-constants.ts';
import serverEn from './locales/en.json' with { type: 'json' };
import serverEs from './locales/es.json' with { type: 'json' };
import { NOTICE_TEXTS } from './features/notifications/notifier.ts';
import { UNSUBSCRIBE_STATES } from './features/notifications/routes.ts';

/**
 * Both catalogs complete, keys read from the code rather than kept by hand. A key the code names is any
 * string literal of the form `<catalog section>.<key>` in src (tests aside) — `t('common.close')`, a zod
 * `error: 'validation.emailInvalid'`, `badRequest('api.productNotFound')`, key tables such as `DONE_MESSAGES` — and the
 * argument of a call that takes a key, whatever its section. Keys built at run time (`productCondition.${condition}`)
 * are listed in KEYS_BUILT_AT_RUN_TIME. The client has only the shared catalogs (src/shared/locales); the server reads
 * them merged with its own (src/server/locales, src/server/i18n.ts).
 */
type Catalog = { [key: string]: string | Catalog };
type Texts = Map<string, string>;

function entries(catalog: Catalog, prefix = ''): [string, string][] {
  return Object.entries(catalog).flatMap(([name, value]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value]] : entries(value, `${prefix}${name}.`),
  );
}

const PAIRS = {
  shared: { es: new Map(entries(sharedEs)), en: new Map(entries(sharedEn)) },
  server: { es: new Map(entries(serverEs)), en: new Map(entries(serverEn)) },
};
/** What the client can translate, and everything, which the server can. */
const CLIENT_KEYS: Texts = PAIRS.shared.es;
const ALL_KEYS: Texts = new Map([...PAIRS.shared.es, ...PAIRS.server.es]);
const SECTIONS = [...Object.keys(sharedEs), ...Object.keys(serverEs)];

/** The compiler holds this to every unit relativeTimeParts gives. */
const RELATIVE_TIME_UNIT_SET: Record<RelativeTimeUnit, true> = { minutes: true, hours: true, days: true };
const RELATIVE_TIME_UNITS = Object.keys(RELATIVE_TIME_UNIT_SET);
/** Local to their screens: auth-side-panel.tsx BENEFITS, auth-help-screen.tsx TIPS, terms-screen.tsx SECTIONS. */
const AUTH_BENEFITS = ['local', 'direct', 'secure'];
const AUTH_HELP_TIPS = ['connection', 'browser', 'support'];
const TERMS_TOPICS = {
  service: ['usage', 'responsibilities', 'transactions', 'security'],
  privacy: ['collection', 'location', 'usage', 'sharing', 'security'],
  community: ['respect', 'listings', 'meetings', 'report'],
};

/** Every key a template literal in the code can produce (a plural one by its base key). */
const KEYS_BUILT_AT_RUN_TIME = [
  ...LANGUAGES.map((language) => `language.${language}`),
  ...PRODUCT_CONDITIONS.map((condition) => `productCondition.${condition}`),
  ...REFERENCE_CATEGORIES.map(({ name }) => `categories.${name}`),
  ...DISTANCE_UNITS.flatMap((unit) => [`distanceUnit.${unit}`, `distanceUnit.radius_${unit}`]),
  ...PRODUCT_SORTS.map((sort) => `filters.sort.${sort}`),
  ...MAP_LAYERS.map((layer) => `productMap.layers.${layer}`),
  ...CONVERSATION_FILTERS.flatMap((filter) => [
    `conversations.filters.${filter}`,
    `conversations.empty.${filter}.title`,
    `conversations.empty.${filter}.description`,
  ]),
  ...RESET_SCOPES.flatMap((scope) =>
    ['title', 'description', 'button', 'confirm'].map((part) => `admin.scopes.${scope}.${part}`),
  ),
  ...RELATIVE_TIME_UNITS.flatMap((unit) => [
    `community.age_${unit}`,
    `productDetail.age_${unit}`,
    `conversations.seen_${unit}`,
  ]),
  ...AUTH_BENEFITS.flatMap((benefit) => [
    `auth.side.benefits.${benefit}.title`,
    `auth.side.benefits.${benefit}.description`,
  ]),
  ...AUTH_HELP_TIPS.map((tip) => `authHelp.tips.${tip}`),
  ...NOTIFICATION_TYPES.map((type) => `notifications.types.${type}`),
  ...QUIET_HOUR_FIELDS.map((field) => `notifications.quiet.${field}`),
  ...PUSH_STATES.map((state) => `notifications.push.${state}`),
  ...NOTICE_TEXTS.flatMap((text) => [`notices.${text}.title`, `notices.${text}.body`]),
  ...[...UNSUBSCRIBE_STATES, 'button'].map((part) => `mail.unsubscribe.${part}`),
  ...SAFETY_TIPS.flatMap((tip) => [`safety.tips.${tip}.title`, `safety.tips.${tip}.body`]),
  ...Object.entries(TERMS_TOPICS).flatMap(([section, topics]) => [
    `terms.${section}.title`,
    ...topics.flatMap((topic) => [`terms.${section}.${topic}.title`, `terms.${section}.${topic}.body`]),
  ]),
];

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const SOURCES = sourceFiles(sourceRoot).map((file) => ({
  file: path.relative(sourceRoot, file),
  text: readFileSync(file, 'utf8'),
}));

interface KeyUse {
  key: string;
  file: string;
}

const SECTION = `(?:${SECTIONS.join('|')})\\.`;

/** Every `section.key` string literal in the sources, with where it stands. */
function literalKeyUses(): KeyUse[] {
  const literal = new RegExp(`['"\`](${SECTION}[A-Za-z0-9_.]+)['"\`]`, 'g');
  return SOURCES.flatMap(({ file, text }) =>
    [...text.matchAll(literal)].map((match) => ({ key: match[1] ?? '', file })),
  );
}

/**
 * Call sites whose argument is a key whatever its section (so a misspelt section counts too): `t('…')`, `i18n.t('…')`,
 * `i18nKey="…"`, `translate(language, '…')`, `new HttpError(404, '…')`, `badRequest('…')` and its siblings, and zod's
 * `error: '…'` / `message: '…'` when the text has the shape of a key.
 */
const KEY_ARGUMENTS = [
  /\bt\(\s*(['"`])([^'"`$]+)\1/g,
  /\bi18nKey=(['"])([^'"]+)\1/g,
  /\btranslate\([^,()]+,\s*(['"`])([^'"`$]+)\1/g,
  /\bnew HttpError\(\s*\d+,\s*(['"`])([^'"`$]+)\1/g,
  /\b(?:badRequest|notFound|forbidden|conflict)\(\s*(['"`])([^'"`$]+)\1/g,
  /\b(?:error|message):\s*(['"`])([a-z]\w*\.[\w.]+)\1/g,
];

function keyArgumentUses(): KeyUse[] {
  return SOURCES.flatMap(({ file, text }) =>
    KEY_ARGUMENTS.flatMap((call) => [...text.matchAll(call)].map((match) => ({ key: match[2] ?? '', file }))),
  );
}

interface KeyTemplate {
  template: string;
  file: string;
  produces: (key: string) => boolean;
}

/**
 * Template literals that fill in a key at run time: any that starts with a section (`admin.scopes.${scope}.title`),
 * and any that `t()` is given.
 */
const KEY_TEMPLATES = [
  new RegExp(`\`(${SECTION}[^\`]*?\\$\\{[^\`]*?)\``, 'g'),
  /\bt\(\s*`([^`]*?\$\{[^`]*?)`/g,
];

/** `terms.${key}.${topic}.title` produces any key with a segment in place of each `${…}`. */
function keyTemplate(file: string, template: string): KeyTemplate {
  const shape = template
    .split(/\$\{[^}]*\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^.]+');
  const pattern = new RegExp(`^${shape}$`);
  return { template, file, produces: (key) => pattern.test(key) };
}

function keyTemplates(): KeyTemplate[] {
  const found = SOURCES.flatMap(({ file, text }) =>
    KEY_TEMPLATES.flatMap((template) =>
      [...text.matchAll(template)].map((match) => keyTemplate(file, match[1] ?? '')),
    ),
  );
  return [...new Map(found.map((template) => [`${template.file}: ${template.template}`, template])).values()];
}

const TEMPLATES = keyTemplates();
const KEY_USES = [
  ...literalKeyUses(),
  ...keyArgumentUses(),
  ...TEMPLATES.flatMap(({ file, produces }) =>
    KEYS_BUILT_AT_RUN_TIME.filter(produces).map((key) => ({ key, file })),
  ),
];

/** A plural key (`key_one`, `key_other`, read with a count) stands for its base key. */
const baseKey = (key: string) => key.replace(/_(one|other)$/, '');

const holds = (catalog: Texts, key: string) =>
  catalog.has(key) || (catalog.has(`${key}_one`) && catalog.has(`${key}_other`));

const catalogFor = (file: string) => (file.startsWith(`server${path.sep}`) ? ALL_KEYS : CLIENT_KEYS);

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1])
    .sort()
    .join();

describe.each(Object.entries(PAIRS))('the %s catalogs', (_name, { es, en }) => {
  it('have the same keys in Spanish and English', () => {
    expect(
      [...es.keys()].filter((key) => !en.has(key)),
      'missing in en.json',
    ).toEqual([]);
    expect(
      [...en.keys()].filter((key) => !es.has(key)),
      'missing in es.json',
    ).toEqual([]);
  });

  it('fill the same placeholders in both languages', () => {
    const differing = [...es].filter(([key, text]) => placeholders(text) !== placeholders(en.get(key) ?? ''));
    expect(differing.map(([key]) => key)).toEqual([]);
  });
});

describe('translation keys', () => {
  it('of the server-only catalogs sit in sections the shared ones do not have', () => {
    expect(Object.keys(serverEs).filter((section) => section in sharedEs)).toEqual([]);
  });

  it('that the code names are all in the catalogs its side reads', () => {
    expect(KEY_USES.length).toBeGreaterThan(500);
    const missing = KEY_USES.filter(({ key, file }) => !holds(catalogFor(file), key));
    expect([...new Set(missing.map(({ key, file }) => `${file}: ${key}`))]).toEqual([]);
  });

  it('built at run time come from templates the code holds, and each template is listed', () => {
    const uncovered = TEMPLATES.filter(({ produces }) => !KEYS_BUILT_AT_RUN_TIME.some(produces));
    expect(
      uncovered.map(({ template, file }) => `${file}: ${template}`),
      'add the values of these templates to KEYS_BUILT_AT_RUN_TIME',
    ).toEqual([]);
    const stale = KEYS_BUILT_AT_RUN_TIME.filter((key) => !TEMPLATES.some(({ produces }) => produces(key)));
    expect(stale, 'no template in the code builds these').toEqual([]);
  });

  it('in the catalogs are all used by the code', () => {
    const used = new Set(KEY_USES.map(({ key }) => key));
    const unused = [...ALL_KEYS.keys()].filter((key) => !used.has(key) && !used.has(baseKey(key)));
    expect(unused).toEqual([]);
  });
});
