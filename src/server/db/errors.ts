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
