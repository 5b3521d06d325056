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
