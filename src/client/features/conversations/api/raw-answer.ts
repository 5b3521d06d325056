import { i18n } from '#client/lib/i18n.ts';

/** What /test-chat prints: the status and the body exactly as the server answered. */
export interface RawAnswer {
  status: number;
  body: string;
}

/** A call whose answer is shown as it is, errors included (lib/api.ts turns those into exceptions). */
export async function rawAnswer(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
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
  return { status: response.status, body: await response.text() };
}
