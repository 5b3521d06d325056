import type { ErrorBody } from '#shared/contract.ts';
import { i18n } from './i18n.ts';

/** A non-ok answer becomes an error whose message is `${status}: ${body text or status text}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseErrorBody(bodyText);
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

/** The server's (already translated) message for the user, if the error carries one. */
export function errorMessage(error: unknown): string | undefined {
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
  return error instanceof Error && error.message.startsWith('401:') && error.message.includes('Unauthorized');
}

export function hasStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * The answer's type is the shared contract's (src/shared): the server serialises every answer through that zod
 * schema, so the client does not ship zod (about 25 kB gzipped) on the first load to check it again.
 */
async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Accept-Language': i18n.language,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const answer: T = await response.json();
  return answer;
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
