import { IDEMPOTENCY_HEADER } from '#shared/constants.ts';
import type { ErrorBody } from '#shared/contract.ts';
import { addTexts, i18n } from './i18n.ts';
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };

addTexts({ offline: offlineTexts });

/**
 * A non-ok answer becomes an error whose message is `${status}: ${body text or status text}`. `retryAfter` is the
 * answer's Retry-After header: the server says the same request may succeed later.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, bodyText: string, retryAfter: string | null = null) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
    this.retryAfter = retryAfter;
  }
}

/**
 * The request got no answer at all: the phone is offline or the connection dropped. Its message says, in the user's
 * language, that the action needs a connection.
 */
export class NetworkError extends Error {
  constructor() {
    super(i18n.t(navigator.onLine ? 'offline.connectionLost' : 'offline.needsConnection'));
    this.name = 'NetworkError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (!isRecord(value) || typeof value['message'] !== 'string') return false;
  const errors = value['errors'];
  return (
    errors === undefined ||
    (isRecord(errors) && Object.values(errors).every((item) => typeof item === 'string'))
  );
}

/** The error body (`{ message, errors? }`), when the answer has one (a proxy's HTML error page has not). */
function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return isErrorBody(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The server's (already translated) message for the user, if the error carries one, or why no answer came. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof NetworkError) return error.message;
  return error instanceof ApiError ? error.body?.message : undefined;
}

/** The server's per-field messages of a 400 answer. */
export function fieldErrors(error: unknown): Record<string, string> {
  return (error instanceof ApiError && error.body?.errors) || {};
}

/**
 * What to say under the password a destructive call asks for again: a 400 without per-field messages is a wrong
 * password; with them, the one about `password` (missing, too long). Undefined for anything else.
 */
export function passwordError(error: unknown): string | undefined {
  if (!hasStatus(error, 400)) return undefined;
  const fields = fieldErrors(error);
  return Object.keys(fields).length === 0 ? errorMessage(error) : fields['password'];
}

/** An expired or missing session: a 401 saying 'Unauthorized' (a wrong password answers its own translated message). */
export function isUnauthorizedError(error: unknown): boolean {
  return hasStatus(error, 401) && error instanceof ApiError && error.body?.message === 'Unauthorized';
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * How every call to the API is sent: the session cookie, JSON both ways, the user's language. A FormData body (a voice
 * note) goes as multipart/form-data, its boundary written by the browser.
 */
export function requestInit(method: string, body?: unknown, idempotencyKey?: string): RequestInit {
  const form = body instanceof FormData;
  return {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': i18n.language,
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
      ...(idempotencyKey === undefined ? {} : { [IDEMPOTENCY_HEADER]: idempotencyKey }),
    },
    body: body === undefined || form ? body : JSON.stringify(body),
  };
}

/**
 * The answer's type is the shared contract's (src/shared): the server serialises every answer through that zod
 * schema, so the client does not ship zod (about 25 kB gzipped) on the first load to check it again.
 */
async function request<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<T> {
  const response = await fetch(path, requestInit(method, body, idempotencyKey)).catch((cause: unknown) => {
    throw cause instanceof TypeError ? new NetworkError() : cause;
  });
  if (!response.ok) {
    const retryAfter = response.headers.get('retry-after');
    throw new ApiError(response.status, response.statusText, await response.text(), retryAfter);
  }
  const answer: T = await response.json();
  return answer;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  /** A creation the caller may retry: the server answers a retry with the same key as it answered the first. */
  create: <T>(path: string, body: unknown, idempotencyKey: string) =>
    request<T>('POST', path, body, idempotencyKey),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
