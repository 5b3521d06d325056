import { useSyncExternalStore } from 'react';
import {
  CLOSE_FORBIDDEN_ORIGIN,
  CLOSE_TOO_MANY_SOCKETS,
  CLOSE_UNAUTHORIZED,
  REALTIME_PATH,
} from '#shared/realtime-constants.ts';
import type { ServerEvent } from '#shared/realtime.ts';

/*
 * The `/ws` channel (docs/decisions/0007): one socket per signed-in tab, pushing messages, unread counts and
 * presence (polling stands in only while it is down). It authenticates, reports the page's visibility (presence),
 * reconnects with backoff and jitter, and tells subscribers each event.
 */

/** No session (4401) or another site's page (4403): retrying cannot help; the user query decides what comes next. */
const FINAL_CLOSE_CODES: readonly number[] = [CLOSE_UNAUTHORIZED, CLOSE_FORBIDDEN_ORIGIN];

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;
/** A socket that heard nothing for a whole interval after a ping is dead (a phone that changed networks). */
const PING_EVERY_MS = 25_000;

const EVENT_TYPES: ReadonlySet<string> = new Set<ServerEvent['type']>([
  'new_message',
  'message_deleted',
  'offer_updated',
  'meetup_updated',
  'unread_count',
  'presence',
  'notification',
  'auth_success',
  'auth_error',
  'pong',
  'error',
]);

type EventListener = (event: ServerEvent) => void;

let userId: number | null = null;
/** The server refused this page's socket for good (no session, foreign page, another user's session). */
let refused = false;
let socket: WebSocket | null = null;
let connected = false;
let failedAttempts = 0;
let retryTimer: number | undefined;
let pingTimer: number | undefined;
let heardSincePing = true;
const eventListeners = new Set<EventListener>();
const connectedListeners = new Set<() => void>();
const sessionEndedListeners = new Set<() => void>();
/** How many calls of this tab that end its own session (sign-out, account deletion) are under way. */
let ownEndingsUnderWay = 0;

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  for (const listener of connectedListeners) listener();
}

/** Trusted like lib/api.ts answers: the server types every event with the shared contract. */
function parseEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event: ServerEvent | null = JSON.parse(data);
    return typeof event === 'object' && event !== null && EVENT_TYPES.has(event.type) ? event : null;
  } catch {
    return null;
  }
}

function send(frame: object): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(frame));
}

function sendVisibility(): void {
  send({ type: 'visibility', visible: document.visibilityState === 'visible' });
}

/** Exponential backoff with jitter: 1 s, 2 s, 4 s … up to 30 s, each between half and all of it. */
function scheduleRetry(): void {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** failedAttempts);
  failedAttempts += 1;
  retryTimer = window.setTimeout(connect, ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Forgets the current socket; `retry` says whether to open another later. */
function drop(retry: boolean): void {
  const current = socket;
  socket = null;
  window.clearInterval(pingTimer);
  setConnected(false);
  if (current) {
    current.onclose = null;
    current.onmessage = null;
    current.close();
  }
  if (retry && userId !== null) scheduleRetry();
}

function refuse(): void {
  refused = true;
  drop(false);
}

function checkAlive(): void {
  if (!heardSincePing) {
    drop(true);
    return;
  }
  heardSincePing = false;
  send({ type: 'ping' });
}

function connect(): void {
  window.clearTimeout(retryTimer);
  if (userId === null || refused || socket) return;
  const protocol = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const opened = new WebSocket(`${protocol}://${window.location.host}${REALTIME_PATH}`);
  socket = opened;
  opened.onopen = () => {
    send({ type: 'auth', userId });
    sendVisibility();
    heardSincePing = true;
    pingTimer = window.setInterval(checkAlive, PING_EVERY_MS);
  };
  opened.onmessage = (message) => {
    heardSincePing = true;
    const event = parseEvent(message.data);
    if (!event) return;
    if (event.type === 'auth_success') {
      failedAttempts = 0;
      setConnected(true);
    }
    // The session belongs to someone else than this page's user: only a reload can tell the page.
    if (event.type === 'auth_error') refuse();
    for (const listener of eventListeners) listener(event);
  };
  opened.onclose = (close) => {
    if (socket !== opened) return;
    if (FINAL_CLOSE_CODES.includes(close.code)) refuse();
    // Replaced by the user's newer sockets: retrying at once would push out another of their pages in turn, so this
    // page waits until it is looked at again (and polls meanwhile).
    else drop(close.code !== CLOSE_TOO_MANY_SOCKETS);
    if (close.code === CLOSE_UNAUTHORIZED && ownEndingsUnderWay === 0)
      for (const listener of sessionEndedListeners) listener();
  };
}

/** Back in view or back online: a socket waiting for its next attempt tries now. */
function reconnectNow(): void {
  if (userId === null || refused || socket) return;
  failedAttempts = 0;
  connect();
}

function onVisibilityChange(): void {
  sendVisibility();
  if (document.visibilityState === 'visible') reconnectNow();
}

/** Leaving the page says offline even when the socket is down (JSON in a text/plain beacon). */
function sendOfflineBeacon(): void {
  const body = new Blob([JSON.stringify({ isOnline: false })], { type: 'text/plain' });
  navigator.sendBeacon('/api/user/status', body);
}

/** Opens the channel for this user (once; another user replaces the previous one's). */
export function startRealtime(id: number): void {
  if (userId === id) return;
  stopRealtime();
  userId = id;
  refused = false;
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('online', reconnectNow);
  window.addEventListener('pageshow', reconnectNow);
  window.addEventListener('pagehide', sendOfflineBeacon);
  connect();
}

/** The channel closes on logout (no user). */
export function stopRealtime(): void {
  if (userId === null) return;
  userId = null;
  failedAttempts = 0;
  window.clearTimeout(retryTimer);
  document.removeEventListener('visibilitychange', onVisibilityChange);
  window.removeEventListener('online', reconnectNow);
  window.removeEventListener('pageshow', reconnectNow);
  window.removeEventListener('pagehide', sendOfflineBeacon);
  drop(false);
}

export function subscribeRealtime(listener: EventListener): () => void {
  eventListeners.add(listener);
  return () => eventListeners.delete(listener);
}

/**
 * Runs a call of this tab that ends its own session: the server closes the socket before the call answers, and that
 * close is not news to tell the page about (the call's own answer decides where the page goes).
 */
export async function endingOwnSession<T>(call: () => Promise<T>): Promise<T> {
  ownEndingsUnderWay += 1;
  try {
    return await call();
  } finally {
    ownEndingsUnderWay -= 1;
  }
}

/** The server closed the socket because its session ended (logout elsewhere, password change, deletion…). */
export function subscribeSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

function subscribeConnected(listener: () => void): () => void {
  connectedListeners.add(listener);
  return () => connectedListeners.delete(listener);
}

/** True while the socket is open and authenticated; false also means "poll instead". */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(subscribeConnected, () => connected);
}
