import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { prefetchFirstAnswers } from './app/first-answers.ts';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { registerServiceWorker } from './lib/app-update.ts';
import { fetchCurrentUser } from './lib/current-user.ts';
import { mirrorDataSaverChoice } from './lib/data-saver.ts';
import { initI18n } from './lib/i18n.ts';
import { trackInAppHistory } from './lib/in-app-history.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { keepAnswersForOffline, restoreAnswersWhenOffline } from './lib/offline/saved-answers.ts';
import { registerBrowserPush } from './lib/push-subscription.ts';
import { queryClient } from './lib/query-client.ts';
import { reloadOnStaleChunks } from './lib/stale-deploy.ts';
import { initTheme } from './lib/theme.ts';
import './styles.css';

/**
 * The first render as a transition: React then renders in slices of a few milliseconds and lets the phone handle a
 * tap between them, instead of holding the main thread for the whole tree at once.
 */
function renderApp(): void {
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  startTransition(() => {
    app.render(
      <StrictMode>
        <Providers>
          <AppErrorBoundary>
            <AppRouter />
          </AppErrorBoundary>
        </Providers>
      </StrictMode>,
    );
  });
}

/**
 * How long the first render waits for its data at most: the answers are preloaded with the page and are usually here
 * before the scripts; a slow one gets the screen's spinner in time.
 */
const FIRST_DATA_WAIT_MS = 1000;

/**
 * The data the first render draws: the answers kept for offline reading when opened offline, the signed-in user (or
 * that there is none), and the answers of the calls the page preloads, for a visitor's screen too (meanwhile a user's
 * browser push subscription, if it has one, is posted for the session).
 */
function firstData(): Promise<void> {
  const ready = restoreAnswersWhenOffline(queryClient)
    .then(() => fetchCurrentUser(queryClient))
    .then((user) => {
      if (user === undefined) return undefined;
      if (user) registerBrowserPush();
      return prefetchFirstAnswers(queryClient);
    });
  return Promise.race([
    ready,
    new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
}

/*
 * Theme, language and the first data are settled before the first render: no flash of the wrong theme, language or
 * catalog key, no spinner before the screen. Not a top-level await: the bundler would then split the entry into
 * dozens of small chunks.
 */
reloadOnStaleChunks();
initTheme();
mirrorDataSaverChoice();
listenForInstallPrompt();
trackInAppHistory();
keepAnswersForOffline(queryClient);
void Promise.all([initI18n(), firstData()]).then(renderApp);
registerServiceWorker();
