import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server Vite's dev server proxies to: `API_PORT` lets several checkouts' dev servers run side by side. */
const API_TARGET = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

/** The Host header is kept (no changeOrigin) so the server's same-origin check accepts proxied requests. */
const proxy = {
  '/api': { target: API_TARGET },
  '/ws': { target: API_TARGET, ws: true },
};

export default defineConfig({
  root: 'src/client',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve('dist/client'),
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
});
