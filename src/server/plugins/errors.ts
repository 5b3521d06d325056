import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '#shared/contract.ts';
import { isDataException, isDatabaseUnavailable } from '#server/db/errors.ts';
import { type CatalogKey, formatDateTime, isCatalogKey, languageOf, translate } from '#server/i18n.ts';

/** 401 bodies always say 'Unauthorized': the client recognises it to send the user to sign in. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';

/** What an error answer can say: an `api` text, or a `validation` text the zod contract shares with the client. */
export type AnswerKey = Extract<CatalogKey, `api.${string}` | `validation.${string}`>;

/**
 * The one error contract: services throw an HttpError with a catalog key; the handler below turns it,
 * and anything else, into `{ message, errors? }` in the caller's language. Internals never leave on 5xx.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly key: AnswerKey | typeof UNAUTHORIZED_MESSAGE;
  readonly values: Record<string, string | number>;
  readonly headers: Record<string, string>;
  /** Dates the message names, written in the caller's language, and given in the body as ISO strings beside it. */
  readonly dates: Record<string, Date>;
  /** Facts the answer carries beside its message (how many tries are left…). */
  readonly details: Record<string, number>;
  /** What the client acts on beside the message (`two_factor_required`). */
  readonly code: string | undefined;

  constructor(
    statusCode: number,
    key: AnswerKey | typeof UNAUTHORIZED_MESSAGE,
    options: {
      values?: Record<string, string | number>;
      headers?: Record<string, string>;
      dates?: Record<string, Date>;
      details?: Record<string, number>;
      code?: string;
    } = {},
  ) {
    super(key);
    this.statusCode = statusCode;
    this.key = key;
    this.values = options.values ?? {};
    this.headers = options.headers ?? {};
    this.dates = options.dates ?? {};
    this.details = options.details ?? {};
    this.code = options.code;
  }
}

/** An HttpError's message in the caller's language, with its facts and the dates it names beside it. */
function httpErrorBody(request: FastifyRequest, error: HttpError) {
  if (error.key === UNAUTHORIZED_MESSAGE) return { message: UNAUTHORIZED_MESSAGE };
  const language = languageOf(request);
  const dates = Object.entries(error.dates);
  const values = { ...error.values };
  for (const [name, date] of dates) values[name] = formatDateTime(language, date);
  const fields = Object.fromEntries(dates.map(([name, date]) => [name, date.toISOString()]));
  const code = error.code === undefined ? {} : { code: error.code };
  return { ...error.details, message: translate(language, error.key, values), ...code, ...fields };
}

export const badRequest = (key: AnswerKey = 'api.invalidInput') => new HttpError(400, key);
export const notFound = (key: AnswerKey = 'api.notFound') => new HttpError(404, key);
export const forbidden = (key: AnswerKey = 'api.forbidden') => new HttpError(403, key);
export const conflict = (key: AnswerKey) => new HttpError(409, key);
/** Moderation removed it (hid it, or suspended its owner): its link still resolves, to say so. */
export const contentRemoved = () => new HttpError(410, 'api.contentRemoved');

export const unauthorized = () => new HttpError(401, UNAUTHORIZED_MESSAGE);

function validationBody(
  request: FastifyRequest,
  issues: { instancePath: string; message?: string }[],
): ErrorBody {
  const language = languageOf(request);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const key = issue.message && isCatalogKey(issue.message) ? issue.message : 'validation.invalid';
    errors[field] ??= translate(language, key);
  }
  const first = Object.values(errors)[0] ?? translate(language, 'api.invalidInput');
  return { message: first, errors };
}

/** How long a client should wait before retrying while the database cannot serve. */
const RETRY_AFTER_UNAVAILABLE_SECONDS = 5;

const GENERIC_CLIENT_ERRORS: Record<number, AnswerKey> = {
  400: 'api.invalidInput',
  403: 'api.forbidden',
  404: 'api.notFound',
  413: 'api.payloadTooLarge',
  415: 'api.invalidInput',
  429: 'api.tooManyRequests',
};

function sendError(request: FastifyRequest, reply: FastifyReply, error: FastifyError | HttpError | Error) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.code(400).send(validationBody(request, error.validation));
  }
  if (error instanceof HttpError) {
    return reply.code(error.statusCode).headers(error.headers).send(httpErrorBody(request, error));
  }
  if (isDataException(error)) {
    request.log.warn({ err: error }, 'input reached the database unvalidated');
    return reply.code(400).send({ message: translate(languageOf(request), 'api.invalidInput') });
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ url: request.url, method: request.method }, 'database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(RETRY_AFTER_UNAVAILABLE_SECONDS))
      .send({ message: translate(languageOf(request), 'api.serviceUnavailable') });
  }
  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    const key = GENERIC_CLIENT_ERRORS[status] ?? 'api.invalidInput';
    return reply.code(status).send({ message: translate(languageOf(request), key, { count: 1 }) });
  }
  request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
  return reply.code(500).send({ message: translate(languageOf(request), 'api.internal') });
}

/** Errors the router raises before any handler runs (a malformed URL such as `/uploads/%ZZ`). */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void sendError(request, reply, error);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => sendError(request, reply, error));
}
