/*
 * The realtime channel's path, limits and close codes, without the contract's schemas: the client's socket imports
 * them from here, which keeps zod off its first load.
 */

/**
 * The `/ws` channel. The server knows the socket's user from the session cookie of the upgrade
 * request; nothing a client sends changes whose events it receives.
 */
export const REALTIME_PATH = '/ws';
/** Larger client frames close the socket (1009); the biggest legitimate one is an `auth` frame. */
export const CLIENT_FRAME_MAX_BYTES = 1024;

/** Close codes the client acts on: sign in again, stop retrying from this page, or wait until the page is seen. */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN_ORIGIN = 4403;
export const CLOSE_TOO_MANY_FRAMES = 4429;
/** The user opened more sockets than the server keeps and this was the oldest: reconnect only when looked at again. */
export const CLOSE_TOO_MANY_SOCKETS = 4409;
/**
 * The server cannot reach the other instances (Redis is down): events from them would not arrive, so the client polls
 * while disconnected and reconnects with its usual backoff. The standard "Try Again Later" code.
 */
export const CLOSE_TRY_AGAIN_LATER = 1013;
