import { DrizzleQueryError } from 'drizzle-orm';

/** The SQLSTATE of a PostgreSQL error from either driver; drizzle may wrap the driver's error in `cause`. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      return current.code;
    }
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** A row refers to one that is gone: written while what it points at (a product, a user) was being deleted. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}

/**
 * Class 22 "data exception": a value the database cannot hold (a NUL character in text, an out-of-range number).
 * Input validation should catch these first; when it does not, the caller sent bad input, not the server failing.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}

/** SQLSTATEs of a database that cannot serve now: connection failures, shutdown, cancelled (timed-out) statements. */
const UNAVAILABLE_STATES = new Set(['57014', '57P01', '57P02', '57P03', '53300', '55P03']);
const UNAVAILABLE_NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/** node-postgres says these in words only: no free connection in time, no answer in time, the connection went. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error/i;

/**
 * The database is down, hanging or shutting down (not a bug, not bad input): the caller should try again shortly.
 * Connection exceptions are class 08; a statement cancelled by statement_timeout is 57014.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state) return state.startsWith('08') || UNAVAILABLE_STATES.has(state);
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && typeof current.code === 'string' && UNAVAILABLE_NETWORK_CODES.has(current.code))
      return true;
    // Only the driver's own error: drizzle's wrapper quotes the statement's parameters, which users wrote.
    const innermost = !(current.cause instanceof Error);
    if (innermost && UNAVAILABLE_MESSAGES.test(current.message)) return true;
  }
  return false;
}

/** A failed query as it may be logged: the SQL and what the database said, never the values bound to it. */
export class RedactedQueryError extends Error {
  readonly query: string;
  readonly code: string | undefined;
  readonly constraint: string | undefined;

  constructor(failed: DrizzleQueryError) {
    const cause = databaseCause(failed.cause);
    super(`Failed query: ${failed.query}\n${cause.code ?? 'error'}: ${cause.message}`);
    this.name = 'RedactedQueryError';
    this.query = failed.query;
    this.code = cause.code;
    this.constraint = cause.constraint;
    // The original's frames, not its first lines: those hold the message with the parameters.
    this.stack = [this.message, ...stackFrames(failed.stack)].join('\n');
  }
}

/**
 * What the driver said, without data: quoted text in its message becomes "…" (PostgreSQL quotes the offending value,
 * as in `invalid input syntax for type integer: "ana@example.com"`); its `detail`, which repeats key values, is left out.
 */
function databaseCause(cause: unknown) {
  if (!(cause instanceof Error)) return { code: undefined, message: 'unknown', constraint: undefined };
  return {
    code: sqlState(cause),
    message: cause.message.replace(/"[^"]*"/g, '"…"'),
    // A name from the schema, which says which rule the row broke.
    constraint: 'constraint' in cause && typeof cause.constraint === 'string' ? cause.constraint : undefined,
  };
}

const stackFrames = (stack: string | undefined) =>
  (stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));

/** A database error with its parameters (emails, password and token hashes) removed; any other value as it is. */
export function redactDatabaseError(error: unknown): unknown {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof DrizzleQueryError) return new RedactedQueryError(current);
  }
  return error;
}
