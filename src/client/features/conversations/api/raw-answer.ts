import { requestInit } from '#client/lib/api.ts';

/** What /test-chat prints: the status and the body exactly as the server answered. */
export interface RawAnswer {
  status: number;
  body: string;
}

/** A call whose answer is shown as it is, errors included (lib/api.ts turns those into exceptions). */
export async function rawAnswer(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RawAnswer> {
  const response = await fetch(path, requestInit(method, body));
  return { status: response.status, body: await response.text() };
}
