import type { FastifyServerOptions } from 'fastify';
import { redactDatabaseError } from '#server/db/errors.ts';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger (pino). Every entry passes through `logMethod`, so whichever code logs a failed query — as
 * `{ err }` or as the error itself — writes the SQL and the database's answer but never the parameters.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    hooks: {
      logMethod(args, method) {
        const [first, ...rest] = args;
        if (first instanceof Error) return method.apply(this, [redactDatabaseError(first), ...rest]);
        if (typeof first === 'object' && first !== null && 'err' in first) {
          return method.apply(this, [{ ...first, err: redactDatabaseError(first.err) }, ...rest]);
        }
        return method.apply(this, args);
      },
    },
  };
}
