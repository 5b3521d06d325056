/**
 * How many in-app screens lie behind the current history entry, so that a back arrow knows whether going back stays
 * in the app. Each entry carries its depth in `history.state`: the entry a link from outside opened has none (0),
 * each in-app push one more than the entry it was pushed from, a replacement keeps its entry's. History keeps the
 * states across a reload, so going back after one stays in the app too.
 */
const DEPTH_KEY = 'inAppDepth';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The depth an entry's state carries: 0 for an entry the app did not stamp (opened from a link). */
export function depthOf(state: unknown): number {
  const depth = isRecord(state) ? state[DEPTH_KEY] : undefined;
  return typeof depth === 'number' && Number.isInteger(depth) && depth > 0 ? depth : 0;
}

export function withDepth(state: unknown, depth: number): Record<string, unknown> {
  return { ...(isRecord(state) ? state : {}), [DEPTH_KEY]: depth };
}

let currentDepth = 0;
/** Stamping replaces the state, which the router hears as one more replacement: that one is ours. */
let stamping = false;

function stamp(depth: number): void {
  currentDepth = depth;
  stamping = true;
  try {
    window.history.replaceState(withDepth(window.history.state, depth), '');
  } finally {
    stamping = false;
  }
}

/** Starts counting: from the page's load on, every navigation of the router (which announces them) is stamped. */
export function trackInAppHistory(): void {
  currentDepth = depthOf(window.history.state);
  window.addEventListener('pushState', () => stamp(currentDepth + 1));
  window.addEventListener('replaceState', () => {
    if (!stamping) stamp(currentDepth);
  });
  window.addEventListener('popstate', () => {
    currentDepth = depthOf(window.history.state);
  });
}

/** Whether the previous history entry is a screen of this app (not the page a link was followed from). */
export function canGoBackInApp(): boolean {
  return currentDepth > 0;
}
