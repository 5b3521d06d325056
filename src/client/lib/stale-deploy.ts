/**
 * After a deploy, a tab opened before it asks for lazy chunks whose hashed files are gone (the server answers 404).
 * Reloading fetches the new index.html and its chunks. Once only: a reload within RELOAD_WINDOW_MS of the last one
 * means the chunk is missing for another reason, and the error boundary shows it instead of reloading in a loop.
 */
const RELOADED_AT_KEY = 'cerquita.staleDeployReloadedAt';
const RELOAD_WINDOW_MS = 60_000;

const CHUNK_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module',
  'Importing a module script failed',
  'error loading dynamically imported module',
  'Unable to preload CSS',
];

export function isChunkLoadFailure(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_LOAD_FAILURES.some((failure) => message.includes(failure));
}

function reloadedRecently(): boolean {
  try {
    const at = Number(window.sessionStorage.getItem(RELOADED_AT_KEY));
    return Number.isFinite(at) && Date.now() - at < RELOAD_WINDOW_MS;
  } catch {
    return false;
  }
}

/** Reloads the page for a stale deploy unless it just did; answers whether it is reloading. */
export function reloadOnceForStaleDeploy(): boolean {
  if (reloadedRecently()) return false;
  try {
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Vite reports a lazy chunk (or its CSS) that failed to load with this event, before the import rejects. */
export function reloadOnStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForStaleDeploy()) event.preventDefault();
  });
}
