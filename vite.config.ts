import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The API server Vite's dev server proxies to: `API_PORT` lets several checkouts' dev servers run side by side. */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The Host header is kept (no changeOrigin) so the server's same-origin check accepts proxied requests. */
const proxy = {
  '/api': { target: API_TARGET },
  '/ws': { target: API_TARGET, ws: true },
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
  plugins: [react(), tailwindcss(), pwa],
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
