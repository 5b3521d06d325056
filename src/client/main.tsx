import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { reloadOnStaleChunks } from './lib/stale-deploy.ts';
import { initTheme } from './lib/theme.ts';
import './styles.css';

function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppErrorBoundary>
          <AppRouter />
        </AppErrorBoundary>
      </Providers>
    </StrictMode>,
  );
}

/*
 * Theme and language are settled before the first render: no flash of the wrong theme, language or catalog key.
 * Not a top-level await: the bundler would then split the entry into dozens of small chunks.
 */
reloadOnStaleChunks();
initTheme();
void initI18n().then(renderApp);
