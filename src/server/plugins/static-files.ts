import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from './errors.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The client folder when it holds a build; undefined without one (API-only tests, or before the first build). */
export function builtClient(clientDir: string | undefined): string | undefined {
  return clientDir !== undefined && existsSync(path.join(clientDir, 'index.html')) ? clientDir : undefined;
}

/**
 * Serves the built client: hashed assets cached for a year, index.html revalidated every time, and index.html for
 * every other browser path so the client's router decides (its 404 page included). /api paths answer JSON 404s, and so
 * does a missing /assets file: a tab opened before a deploy asks for chunks that are gone, and index.html served as
 * JavaScript would break it silently, where a 404 lets it notice and reload.
 */
export async function registerStaticFiles(app: FastifyInstance, clientDir: string | undefined) {
  const hasClient = builtClient(clientDir) !== undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isAsset = request.url.startsWith('/assets/');
    if (!hasClient || isApi || isAsset || request.method !== 'GET') throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
