import type { FastifyInstance } from 'fastify';

/** Requests are counted over windows this long; a window with at most QUIET_REQUESTS_MAX of them is quiet. */
export const QUIET_WINDOW_MS = 10_000;
/** A health check or two is not traffic. */
export const QUIET_REQUESTS_MAX = 2;

/**
 * After a burst of traffic V8 keeps its young generation at its largest (2 × 8 MB) and dead Buffers (uploaded photos,
 * socket reads) until its next collection, which a server that has gone quiet allocates too little to trigger: that
 * memory stayed resident. One full collection in the first quiet window after traffic gives it back; a busy server is
 * never paused by it.
 */
export function collectWhenQuiet(collect: () => void, windowMs = QUIET_WINDOW_MS) {
  let requestsInWindow = 0;
  let collectedSinceTraffic = true;
  const timer = setInterval(() => {
    if (requestsInWindow > QUIET_REQUESTS_MAX) collectedSinceTraffic = false;
    else if (!collectedSinceTraffic) {
      collectedSinceTraffic = true;
      collect();
    }
    requestsInWindow = 0;
  }, windowMs);
  timer.unref();
  return {
    noteRequest: () => {
      requestsInWindow += 1;
    },
    stop: () => clearInterval(timer),
  };
}

/** Collects garbage once each time the app goes quiet after traffic. */
export function registerQuietCollection(app: FastifyInstance, collect: () => void) {
  const collector = collectWhenQuiet(collect);
  app.addHook('onRequest', (_request, _reply, done) => {
    collector.noteRequest();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    collector.stop();
    done();
  });
}
