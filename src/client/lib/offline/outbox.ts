import { useMemo, useSyncExternalStore } from 'react';
import { offlineDatabase } from './database.ts';
import { flushOutbox } from './outbox-queue.ts';
import type { Delivery, NewOutboxEntry, OutboxEntry } from './outbox-entries.ts';

/**
 * The outbox: messages and listings made without a connection, kept in IndexedDB until the server has them. Each entry
 * goes out with its own idempotency key, so sending it again after a lost answer never makes a second one. Tabs of the
 * same browser take turns (a Web Lock) and tell each other what changed.
 */
const LOCK_NAME = 'cerquita-outbox';
const CHANNEL_NAME = 'cerquita-outbox';
/** After a run that had to stop, with the connection up (a server that could not answer), the next try. */
const RETRY_MS = 30_000;

let entries: readonly OutboxEntry[] = [];
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);

function show(next: readonly OutboxEntry[]) {
  entries = next;
  for (const listener of listeners) listener();
}

/** Reads the outbox again: at start, and when another tab changed it. */
export async function loadOutbox(): Promise<void> {
  const database = await offlineDatabase();
  show(await database.getAll('outbox'));
}

channel?.addEventListener('message', () => void loadOutbox());

async function changed() {
  await loadOutbox();
  channel?.postMessage('changed');
}

export async function saveEntry(entry: OutboxEntry): Promise<void> {
  const database = await offlineDatabase();
  await database.put('outbox', entry);
  await changed();
}

export async function discardEntry(id: string): Promise<void> {
  const database = await offlineDatabase();
  await database.delete('outbox', id);
  await changed();
}

async function refuseEntry(id: string, message: string) {
  const database = await offlineDatabase();
  const entry = await database.get('outbox', id);
  if (entry) await database.put('outbox', { ...entry, refusal: message });
  await changed();
}

/** The signed-in person's way of sending an entry, while they are signed in. */
let sender: { userId: number; deliver: (entry: OutboxEntry) => Promise<Delivery> } | null = null;
let running: Promise<void> | null = null;
let runAgain = false;
let retryTimer: number | undefined;

function inTurn(work: () => Promise<void>): Promise<void> {
  return navigator.locks ? navigator.locks.request(LOCK_NAME, work) : work();
}

/** One pass over the person's entries, read fresh inside the lock: another tab may have sent some meanwhile. */
async function flushOnce(): Promise<boolean> {
  let done = true;
  await inTurn(async () => {
    if (!sender) return;
    const { userId, deliver } = sender;
    const database = await offlineDatabase();
    const mine = (await database.getAll('outbox')).filter((entry) => entry.userId === userId);
    done = await flushOutbox(mine, deliver, {
      remove: (id) => discardEntry(id),
      refuse: refuseEntry,
    });
  });
  return done;
}

/** Sends what waits, unless a run is on (then that run goes round once more). */
export function sendOutbox(): void {
  if (!sender || !navigator.onLine) return;
  if (running) {
    runAgain = true;
    return;
  }
  window.clearTimeout(retryTimer);
  running = (async () => {
    let done: boolean;
    do {
      runAgain = false;
      done = await flushOnce();
    } while (runAgain && done);
    if (!done) retryTimer = window.setTimeout(sendOutbox, RETRY_MS);
  })().finally(() => {
    running = null;
  });
}

/** Puts an entry in the outbox, after those already there, and tries to send it at once. */
export async function enqueue(entry: NewOutboxEntry): Promise<void> {
  // Strictly after the last one, even within the same millisecond: the order the person wrote in is the order sent.
  const queuedAt = Math.max(Date.now(), ...entries.map((kept) => kept.queuedAt + 1));
  await saveEntry({ ...entry, queuedAt, refusal: null });
  sendOutbox();
}

/**
 * While `userId` is signed in, their entries go out now and whenever the connection comes back. Answers the stop.
 */
export function startOutbox(userId: number, deliver: (entry: OutboxEntry) => Promise<Delivery>): () => void {
  sender = { userId, deliver };
  window.addEventListener('online', sendOutbox);
  void loadOutbox().then(sendOutbox);
  return () => {
    sender = null;
    window.clearTimeout(retryTimer);
    window.removeEventListener('online', sendOutbox);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's waiting and refused entries, oldest first. */
export function useOutbox(userId: number): OutboxEntry[] {
  const all = useSyncExternalStore(subscribe, () => entries);
  return useMemo(
    () => all.filter((entry) => entry.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt),
    [all, userId],
  );
}
