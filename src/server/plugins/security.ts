import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#server/config.ts';
import { forbidden } from './errors.ts';

/** The tile server's origin as a CSP source: `https://{s}.tile.example.org/...` → `https://*.tile.example.org`. */
export function tileSource(tileUrl: string): string {
  const match = /^(https?:\/\/[^/]+)/.exec(tileUrl.replace(/\{s\}/g, '*'));
  return match?.[1] ?? "'self'";
}

/**
 * The app's own socket origin for `connect-src` (sockets to any other host are how injected script would send data
 * out), from APP_URL: 'self' alone matches same-origin sockets only in browsers that follow CSP 3.
 */
function ownSocketSource(appUrl: string) {
  const url = new URL(appUrl);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing requests sent by another site, on top of SameSite cookies.
 * Browsers send Origin (or at least Sec-Fetch-Site) on such requests; tools without either are not browsers
 * carrying a victim's cookie, so they pass.
 */
function isCrossOrigin(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin) {
    const ownOrigin = `${request.protocol}://${request.host}`;
    return origin !== ownOrigin && !allowedOrigins.has(origin);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Kept: Radix dialogs lock the page's scroll with a <style> element they add at run time (react-remove-scroll),
        // which 'self' would block; a static client has no per-response nonce to give it. React's style props are
        // set through the CSSOM, which CSP does not restrict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(config.tileUrl)],
        connectSrc: ["'self'", ownSocketSource(config.appUrl), tileSource(config.tileUrl)],
        fontSrc: ["'self'", 'data:'],
        // A voice note plays from the recording the page fetched and kept for offline listening, as a blob: URL.
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin referrers let GET /api/login send the user back where they were; nothing leaks to other sites.
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: config.env === 'production',
  });

  const allowedOrigins = new Set([new URL(config.appUrl).origin]);
  app.addHook('onRequest', async (request) => {
    if (STATE_CHANGING.has(request.method) && isCrossOrigin(request, allowedOrigins)) {
      throw forbidden('api.originRefused');
    }
  });
}
