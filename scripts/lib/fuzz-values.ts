import { z } from 'zod';
import { integerBetween, pick, type Random } from '#server/seed/random.ts';

/**
 * What the API fuzzer (scripts/fuzz-api.ts) generates: values that fit a JSON schema from the OpenAPI document, the
 * values most likely to break a server, and mutations of a fitting value into one that does not fit.
 */

/** The part of JSON Schema the OpenAPI document uses and the generator reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  format?: string;
};

export const jsonSchemaSchema: z.ZodType<JsonSchema> = z.lazy(() =>
  z.looseObject({
    type: z.union([z.string(), z.array(z.string())]).optional(),
    properties: z.record(z.string(), jsonSchemaSchema).optional(),
    required: z.array(z.string()).optional(),
    items: jsonSchemaSchema.optional(),
    enum: z.array(z.unknown()).optional(),
    const: z.unknown().optional(),
    anyOf: z.array(jsonSchemaSchema).optional(),
    oneOf: z.array(jsonSchemaSchema).optional(),
    allOf: z.array(jsonSchemaSchema).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
    minLength: z.number().optional(),
    maxLength: z.number().optional(),
    maxItems: z.number().optional(),
    format: z.string().optional(),
  }),
);

/** Ids that exist in the fuzzer's world: a field named `…Id` or `id` gets one of them most of the time. */
export type KnownIds = readonly number[];

const HUGE_STRING_LENGTH = 100_000;
const DEEP_NESTING = 2_000;
const SMALL_NUMBER_LIMIT = 1_000;

/** Strings that have broken servers: emoji, right-to-left override, NUL, lone surrogates, markup, SQL, paths. */
export const NASTY_STRINGS: readonly string[] = [
  '',
  ' ',
  'abc',
  '😀👍🏽👨‍👩‍👧',
  'مرحبا\u202Eabc',
  'a\u0000b',
  '\uD800',
  'x\uDC00y',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../x',
  '%00',
  '1e309',
  'NaN',
  '-1',
  '2147483648',
  'a'.repeat(HUGE_STRING_LENGTH),
  '😀'.repeat(HUGE_STRING_LENGTH / 4),
];

/** Numbers at and beyond the edges a column or a parser keeps. */
export const NASTY_NUMBERS: readonly number[] = [
  0,
  -1,
  -0,
  0.5,
  -1e9,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];

function deeplyNested(): unknown {
  let value: unknown = 1;
  for (let depth = 0; depth < DEEP_NESTING; depth += 1) value = { a: value };
  return value;
}

/** A value of any kind that fits nothing in particular. */
export function nastyValue(random: Random): unknown {
  const kinds: (() => unknown)[] = [
    () => null,
    () => true,
    () => pick(random, NASTY_STRINGS),
    () => pick(random, NASTY_NUMBERS),
    () => [],
    () => [pick(random, NASTY_STRINGS), pick(random, NASTY_NUMBERS)],
    () => ({}),
    () => ({ nested: { deeper: pick(random, NASTY_STRINGS) } }),
    deeplyNested,
    () => Array.from({ length: 1000 }, (_, index) => index),
  ];
  return pick(random, kinds)();
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

function plausibleString(random: Random, schema: JsonSchema): string {
  if (schema.format === 'email') return `fuzz.${integerBetween(random, 1, 1_000_000)}@example.com`;
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  const length = integerBetween(random, min, max);
  return Array.from({ length }, () => pick(random, [...'abcdefghijklmnopqrstuvwxyz áéñ0123456789'])).join('');
}

function plausibleNumber(random: Random, schema: JsonSchema, integer: boolean, ids: KnownIds, name: string) {
  if (integer && /(^id$|Id$)/.test(name) && ids.length > 0 && random() < 0.8) return pick(random, ids);
  const min = Math.max(schema.minimum ?? -SMALL_NUMBER_LIMIT, -SMALL_NUMBER_LIMIT);
  const max = Math.min(schema.maximum ?? SMALL_NUMBER_LIMIT, SMALL_NUMBER_LIMIT);
  const value = min + random() * (max - min);
  return integer ? Math.max(Math.ceil(min), Math.min(Math.floor(max), Math.round(value))) : value;
}

/** A value that fits `schema` as a well-behaved client would send it (`name` is the field's, for ids). */
export function plausibleValue(random: Random, schema: JsonSchema, ids: KnownIds, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return pick(random, schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0) return plausibleValue(random, pick(random, choices), ids, name);
  if (schema.allOf?.[0]) return plausibleValue(random, schema.allOf[0], ids, name);
  const type = typesOf(schema).find((candidate) => candidate !== 'null') ?? 'string';
  switch (type) {
    case 'object':
      return plausibleObject(random, schema, ids);
    case 'array': {
      const count = integerBetween(random, 0, Math.min(schema.maxItems ?? 2, 2));
      return Array.from({ length: count }, () => plausibleValue(random, schema.items ?? {}, ids, name));
    }
    case 'integer':
      return plausibleNumber(random, schema, true, ids, name);
    case 'number':
      return plausibleNumber(random, schema, false, ids, name);
    case 'boolean':
      return random() < 0.5;
    default:
      return plausibleString(random, schema);
  }
}

function plausibleObject(random: Random, schema: JsonSchema, ids: KnownIds): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const object: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (required.has(name) || random() < 0.5) object[name] = plausibleValue(random, property, ids, name);
  }
  return object;
}

/** A copy of `value` (usually an object from `plausibleValue`) broken in one way. */
export function mutatedValue(random: Random, value: unknown, schema: JsonSchema): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return nastyValue(random);
  const object: Record<string, unknown> = { ...value };
  const names = Object.keys(schema.properties ?? {});
  const mutations: (() => unknown)[] = [
    () => ({ ...object, [pick(random, names.length > 0 ? names : ['id'])]: nastyValue(random) }),
    () => {
      const missing = pick(random, schema.required?.length ? schema.required : ['id']);
      return Object.fromEntries(Object.entries(object).filter(([name]) => name !== missing));
    },
    () => ({ ...object, [`extra${integerBetween(random, 0, 9)}`]: nastyValue(random), __proto__x: 1 }),
    () => [object],
    () => nastyValue(random),
    () => Object.fromEntries(Object.keys(object).map((name) => [name, null])),
  ];
  return pick(random, mutations)();
}

/** Text that a query string or a path segment can carry, lone surrogates sent as the bytes of one (invalid UTF-8). */
export function encodedLoosely(value: unknown): string {
  const text = typeof value === 'string' ? value : String(JSON.stringify(value));
  return Array.from(text, (char) =>
    /^[\uD800-\uDFFF]$/u.test(char) ? '%ED%A0%80' : encodeURIComponent(char),
  ).join('');
}
