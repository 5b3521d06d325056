import { ApiError, errorMessage, NetworkError } from '../api.ts';
import type { Delivery, OutboxEntry } from './outbox-entries.ts';

/** Statuses after which the same request may succeed later: signed out, throttled, or a server that cannot answer now. */
const TRY_AGAIN_STATUSES = new Set([401, 408, 429]);

/**
 * How a failed send is taken: without an answer, or with one that may change (among them any that says when to try
 * again, such as the 409 a retry gets while the first send with its key still runs), the entry waits; any other
 * refusal is final and shown with the server's words (or `fallback`).
 */
export function deliveryAfter(error: unknown, fallback: string): Delivery {
  if (error instanceof NetworkError) return { outcome: 'later' };
  if (error instanceof ApiError) {
    const mayChange =
      error.status >= 500 || TRY_AGAIN_STATUSES.has(error.status) || error.retryAfter !== null;
    if (mayChange) return { outcome: 'later' };
    return { outcome: 'refused', message: errorMessage(error) ?? fallback };
  }
  return { outcome: 'later' };
}

export interface OutboxChanges {
  remove(id: string): Promise<void>;
  refuse(id: string, message: string): Promise<void>;
}

/**
 * Sends the waiting entries oldest first, one at a time. A delivered entry leaves; a refused one stays, marked, and
 * the next goes; an entry that must wait stops the run, so nothing overtakes it (a chat's messages keep their order).
 * Answers whether everything waiting went.
 */
export async function flushOutbox(
  entries: readonly OutboxEntry[],
  deliver: (entry: OutboxEntry) => Promise<Delivery>,
  changes: OutboxChanges,
): Promise<boolean> {
  const waiting = entries.filter((entry) => entry.refusal === null).sort((a, b) => a.queuedAt - b.queuedAt);
  for (const entry of waiting) {
    const delivery = await deliver(entry);
    if (delivery.outcome === 'later') return false;
    if (delivery.outcome === 'delivered') await changes.remove(entry.id);
    else await changes.refuse(entry.id, delivery.message);
  }
  return true;
}
