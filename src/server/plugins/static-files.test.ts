import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from './errors.ts';
import { registerStaticFiles } from './static-files.ts';

let clientDir: string;
let app: FastifyInstance;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'cerquita-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Cerquita</title>');
  await writeFile(path.join(clientDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  app = Fastify();
  registerErrorHandling(app);
  await registerStaticFiles(app, clientDir);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(clientDir, { recursive: true, force: true });
});

describe('the built client', () => {
  it('serves hashed assets for a year and index.html revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const index = await app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
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

  it('answers unknown API paths with a JSON 404', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'No encontramos lo que buscas' });
  });
});
