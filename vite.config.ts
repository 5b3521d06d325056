import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressBuild } from './scripts/lib/precompress.ts';

/** The API server Vite's dev server proxies to: `API_PORT` lets several checkouts' dev servers run side by side. */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The Host header is kept (no changeOrigin) so the server's same-origin check accepts proxied requests. */
const proxy = {
  '/api': { target: API_TARGET },
  '/ws': { target: API_TARGET, ws: true },
};

/** The UI primitives and client helpers most screens use, but not those that bring a library or the gazetteer along. */
const SMALL_SHARED = /src[\\/]client[\\/](?:components[\\/]ui|lib)[\\/][\w-]+\.tsx?$/;
const BRINGS_A_LIBRARY =
  /(?:dialog|action-sheet|photo-viewer|photo-gestures|form|image-resize|upload|profile-city)\.tsx?$/;
const isSmallSharedModule = (id: string) => SMALL_SHARED.test(id) && !BRINGS_A_LIBRARY.test(id);

/**
 * The production build, sized for a cheap phone on slow mobile data (decision 0003): the libraries every screen needs
 * in one vendor chunk, which a deploy of app code leaves cached, app code shared by several screens in one chunk
 * instead of dozens of tiny ones (each request costs a round trip and more header bytes than a small chunk holds).
 */
const build: BuildEnvironmentOptions = {
  outDir: path.resolve('dist/client'),
  emptyOutDir: true,
  // .vite/manifest.json: the server preloads the chunks of the screen a first load opens (src/server/plugins/client-page.ts).
  manifest: true,
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

/** The light theme's background (styles.css), as index.html's theme-color says: the title bar matches the page. */
const BACKGROUND_COLOUR = '#fffaf5';

/**
 * The installable app: its manifest and a service worker of our own (src/client/sw/sw.ts, which also shows pushed
 * notifications) into which the plugin injects the list of built files to keep for offline use. The page registers it
 * (src/client/app/pwa/), in production builds only.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  injectManifest: {
    // The manifest and its icons are added by the plugin itself.
    globPatterns: ['**/*.{js,css,html,svg}'],
    // Leaflet is kept too: a listing made offline still needs its meetup point picked on the map. The admin's screen
    // is for few.
    globIgnores: ['**/admin-*'],
  },
  manifest: {
    name: 'Cerquita',
    short_name: 'Cerquita',
    description: 'Compra y vende artículos de segunda mano cerca de ti en El Salvador.',
    lang: 'es',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BACKGROUND_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
});

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss(), pwa, precompressBuild()],
  build,
  server: { proxy },
  preview: { proxy },
});
