import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '#server/config.ts';
import { registerErrorHandling } from './errors.ts';
import { registerSecurity } from './security.ts';
import { registerStaticFiles } from './static-files.ts';

/** A chunk as the build leaves it: the file with its brotli and gzip copies beside it. */
const CHUNK = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, index) => `palabra-${index}`))};`;

let clientDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Cerquita</title>');
  await writeFile(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  const chunk = path.join(clientDir, 'assets', 'words-4d5e6f.js');
  await writeFile(chunk, CHUNK);
  await writeFile(`${chunk}.br`, brotliCompressSync(CHUNK));
  await writeFile(`${chunk}.gz`, gzipSync(CHUNK));
  app = Fastify();
  registerErrorHandling(app);
  // As in the app: API answers are compressed per response, so the static files meet that plugin too; every answer
  // meets the security headers of production.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await registerSecurity(
    app,
    readConfig({
      NODE_ENV: 'production',
      APP_URL: 'https://cerquita.example',
      SESSION_SECRET: 'static-files-test-secret-0123456789abcdef',
    }),
  );
  app.get('/api/words', async () => ({ words: CHUNK }));
  await registerStaticFiles(app, clientDir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

const chunkAccepting = (encodings: string) =>
  app.inject({ method: 'GET', url: '/assets/words-4d5e6f.js', headers: { 'accept-encoding': encodings } });

describe('the built client', () => {
  it('serves hashed assets for a year and index.html revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('sends a hashed asset without the headers only documents obey, and index.html with all of them', async () => {
    const asset = await chunkAccepting('br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'strict-transport-security']) {
      expect(asset.headers[documentOnly], documentOnly).toBeUndefined();
    }
    expect(asset.headers['etag']).toBeUndefined();
    expect(asset.headers['last-modified']).toBeUndefined();

    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.headers['content-security-policy']).toContain("script-src 'self'");
    expect(index.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(index.headers['strict-transport-security']).toBeDefined();
    const route = await app.inject({ method: 'GET', url: '/products/12' });
    expect(route.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it("answers the client's routes with index.html so its router decides", async () => {
    const route = await app.inject({ method: 'GET', url: '/products/12' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['content-type']).toContain('text/html');
    expect(route.body).toContain('<title>Cerquita</title>');
  });

  it('answers a missing asset (a chunk from before a deploy) with 404, not index.html', async () => {
    const gone = await app.inject({ method: 'GET', url: '/assets/chat-screen-0ld0ld.js' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toContain('application/json');
    expect(gone.body).not.toContain('<title>');
  });

  it("sends the build's brotli copy as it is to a browser that takes brotli", async () => {
    const asset = await chunkAccepting('gzip, deflate, br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['vary']).toContain('accept-encoding');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.rawPayload).toEqual(brotliCompressSync(CHUNK));
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzipOnly = await chunkAccepting('gzip');
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.headers['vary']).toContain('accept-encoding');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(CHUNK);

    const plain = await chunkAccepting('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toContain('accept-encoding');
    expect(plain.body).toBe(CHUNK);
  });

  it('still compresses API answers per response', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/words',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(answer.rawPayload).toString())).toEqual({ words: CHUNK });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No encontramos lo que buscas' });
  });
});
