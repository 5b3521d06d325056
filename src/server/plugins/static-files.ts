import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { clientPage } from './client-page.ts';
import { notFound } from './errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers that only a document (or a worker's script) obeys. A hashed asset is a module script or a
 * stylesheet, where they change nothing, yet they cost some 700 bytes of each of the twenty-odd responses of a first
 * load over HTTP/1.1. nosniff and the resource policy stay: they do apply to scripts.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** A hashed asset never changes under its name: a browser never revalidates it, so validators are dead weight. */
const VALIDATOR_HEADERS = ['etag', 'last-modified', 'accept-ranges'];

function keepAssetHeadersLean(reply: FastifyReply) {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  for (const name of VALIDATOR_HEADERS) reply.removeHeader(name);
}

/** The client folder when it holds a build; undefined without one (API-only tests, or before the first build). */
export function builtClient(clientDir: string | undefined): string | undefined {
  return clientDir !== undefined && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined;
}

/**
 * Serves the built client: the build's brotli or gzip copy of a file when the browser takes it (`vary: accept-encoding`;
 * the global compression leaves an answer that has its encoding alone), hashed assets cached for a year without the
 * headers only documents obey, index.html revalidated every time, and index.html for every other browser path so
 * the client's router decides (its 404 page included). /api paths answer JSON 404s, and so does a missing /assets
 * file: a tab opened before a deploy asks for chunks that are gone, and index.html served as JavaScript would break
 * it silently, where a 404 lets it notice and reload.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string | undefined) {
  const client = builtClient(clientDir);
  if (client) {
    await app.register(fastifyStatic, {
      root: client,
      wildcard: true,
      // index.html goes out through clientPage, for / too.
      index: false,
      // The build's manifest (.vite/) is for the server, not for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/.vite/'),
      preCompressed: true,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
        if (hashed) keepAssetHeadersLean(reply);
      },
    });
  }

  const page = client ? clientPage(client) : undefined;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!page) throw notFound();
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await page(request));
  };
  if (page) app.get('/', sendPage);
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isAsset = request.url.startsWith('/assets/');
    if (isApi || isAsset || request.method !== 'GET') throw notFound();
    return sendPage(request, reply);
  });
}
