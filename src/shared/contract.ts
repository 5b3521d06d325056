import { z } from 'zod';

/**
 * The building blocks every domain's contract is made of: ids, paging, the success and error envelopes and
 * coordinates. Validation messages are catalog keys (src/shared/locales): the server answers them translated to the
 * caller's language, the client's forms translate them with i18next.
 */

/** Largest id a PostgreSQL `serial` holds. */
const ID_MAX = 2_147_483_647;

const DECIMAL_DIGITS = /^\d{1,10}$/;

/**
 * How an id may be spelled as text (paths, query strings, form fields): `digits` only, or any `numeric` text that
 * JavaScript reads as a number (product ids have always accepted that, e.g. ' 7 ' or '7.0').
 */
export type IdSpelling = 'digits' | 'numeric';

const idFromText: Record<IdSpelling, (text: string) => number | string> = {
  digits: (text) => (DECIMAL_DIGITS.test(text) ? Number(text) : text),
  numeric: (text) => (text.trim() === '' ? text : Number(text)),
};

/** A record's id from a number or its text: a positive integer a `serial` holds; `key` is the message otherwise. */
export function idSchema(key: string, spelling: IdSpelling = 'digits') {
  return z.preprocess(
    (value) => (typeof value === 'string' ? idFromText[spelling](value) : value),
    z.number({ error: key }).int({ error: key }).positive({ error: key }).max(ID_MAX, { error: key }),
  );
}

/** Furthest a list may be paged into. */
const OFFSET_MAX = 100_000;

/** `limit`: how many rows a page holds, `pageDefault` when left out and at most `pageMax`. */
export function pageLimitSchema(pageDefault: number, pageMax: number) {
  const error = 'validation.invalid';
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(pageMax, { error })
    .default(pageDefault);
}

/** `limit` and `offset` of a paged list; the first page when left out. */
export function pagingSchema(pageDefault: number, pageMax: number) {
  const error = 'validation.invalid';
  return {
    limit: pageLimitSchema(pageDefault, pageMax),
    offset: z.coerce.number({ error }).int({ error }).min(0, { error }).max(OFFSET_MAX, { error }).default(0),
  };
}

/** The value of IDEMPOTENCY_HEADER (constants.ts). */
export const idempotencyKeySchema = z.uuid();

/** A change that has nothing more to say. */
export const successSchema = z.object({ success: z.literal(true) });

/** A change whose answer is a sentence in the caller's language. */
export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const successMessageSchema = successSchema.extend({ message: z.string() });

/**
 * Every non-2xx answer. `errors` maps a field path to its message on 400; `triesLeft` says, on a wrong handover code's
 * 400, how many more wrong codes lock entering them.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
  triesLeft: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export type CoordinateKind = 'latitude' | 'longitude';

/** The largest absolute value of each coordinate, in degrees. */
export const COORDINATE_LIMITS: Record<CoordinateKind, number> = { latitude: 90, longitude: 180 };

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * A latitude or longitude from a number or a numeric string (coordinates may arrive as either), or null when it is
 * missing, not a plain decimal number, not finite or out of range (such points are not drawn on the map).
 */
export function parseCoordinate(value: unknown, kind: CoordinateKind): number | null {
  let parsed: number;
  if (typeof value === 'number') parsed = value;
  else if (typeof value === 'string' && DECIMAL.test(value.trim())) parsed = Number(value.trim());
  else return null;
  if (!Number.isFinite(parsed) || Math.abs(parsed) > COORDINATE_LIMITS[kind]) return null;
  return parsed;
}

/** True when both parts are valid coordinates (numbers or numeric strings within range). */
export function isValidCoordinatePair(latitude: unknown, longitude: unknown): boolean {
  return parseCoordinate(latitude, 'latitude') !== null && parseCoordinate(longitude, 'longitude') !== null;
}

const COORDINATE_MESSAGES: Record<CoordinateKind, string> = {
  latitude: 'validation.invalidLatitude',
  longitude: 'validation.invalidLongitude',
};

/** A coordinate field: a number or numeric string in, a number within range out. */
export function coordinateSchema(kind: CoordinateKind) {
  const error = COORDINATE_MESSAGES[kind];
  return z.union([z.number(), z.string()], { error }).transform((value, context) => {
    const parsed = parseCoordinate(value, kind);
    if (parsed === null) {
      context.issues.push({ code: 'custom', message: error, input: value });
      return z.NEVER;
    }
    return parsed;
  });
}
