import type { PushPayload } from './notifications.ts';

/*
 * The service worker's reading of a web push: the contract's `PushPayload` (the title and text in the recipient's
 * language, and the app path the tap opens), checked by hand because the worker ships without zod.
 */

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The payload when the JSON is one (a push that is not is shown as nothing rather than as garbage). */
export function parsePushPayload(text: string): PushPayload | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed)) return null;
  const { title, body, url } = parsed;
  if (typeof title !== 'string' || typeof body !== 'string' || typeof url !== 'string') return null;
  return { title, body, url };
}

/** The app path a tap opens: the payload's own path when it is one of this origin's, else the home screen. */
export function pushTarget(url: string, origin: string): string {
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
