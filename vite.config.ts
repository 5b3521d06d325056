import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { precompressBuild } from './scripts/lib/precompress.ts';

/** The API server Vite's dev server proxies to: `API_PORT` lets several checkouts' dev servers run side by side. */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The Host header is kept (no changeOrigin) so the server's same-origin check accepts proxied requests. */
const proxy = {
  '/api': { target: API_TARGET },
  '/ws': { target: API_TARGET, ws: true },
};

/** The UI primitives and client helpers most screens use, but not those that bring a library of their own along. */
const SMALL_SHARED = /src[\\/]client[\\/](?:components[\\/]ui|lib)[\\/][\w-]+\.tsx?$/;
const BRINGS_A_LIBRARY = /(?:dialog|photo-viewer|photo-gestures|form|image-resize|upload)\.tsx?$/;
const isSmallSharedModule = (id: string) => SMALL_SHARED.test(id) && !BRINGS_A_LIBRARY.test(id);

/**
 * The production build, sized for a cheap phone on slow mobile data (decision 0003): the libraries every screen needs
 * in one vendor chunk, which a deploy of app code leaves cached, app code shared by several screens in one chunk
 * instead of dozens of tiny ones (each request costs a round trip and more header bytes than a small chunk holds).
 */
const build: BuildEnvironmentOptions = {
  outDir: path.resolve('dist/client'),
  emptyOutDir: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 3 },
          { name: 'app', test: /src[\\/]/, tags: ['$initial'], priority: 3 },
          // Each icon is a few hundred bytes: one chunk of all of them costs less than a request for each.
          {
            name: 'icons',
            test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
            priority: 2,
          },
          { name: 'ui', test: isSmallSharedModule, includeDependenciesRecursively: false, priority: 1 },
        ],
      },
    },
  },
};

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), precompressBuild()],
  build,
  server: { proxy },
  preview: { proxy },
});
