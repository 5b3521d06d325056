import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary.tsx';
import { prefetchFirstAnswers } from './app/first-answers.ts';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { registerServiceWorker } from './lib/app-update.ts';
import { currentUserKnown } from './lib/current-user.ts';
import { mirrorDataSaverChoice } from './lib/data-saver.ts';
import { initI18n } from './lib/i18n.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { keepAnswersForOffline, restoreAnswersWhenOffline } from './lib/offline/saved-answers.ts';
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

/** How long the first render waits for the user: the answer is preloaded and usually here before the scripts. */
const USER_WAIT_MS = 1000;

/*
 * Theme, language and the signed-in user are settled before the first render: no flash of the wrong theme, language
 * or catalog key, no spinner before the screen; opened offline, the answers kept for offline reading are back before
 * it too. Not a top-level await: the bundler would then split the entry into dozens of small chunks.
 */
reloadOnStaleChunks();
initTheme();
mirrorDataSaverChoice();
listenForInstallPrompt();
keepAnswersForOffline(queryClient);
void Promise.all([
  initI18n(),
  restoreAnswersWhenOffline(queryClient).then(() =>
    Promise.all([currentUserKnown(queryClient, USER_WAIT_MS), prefetchFirstAnswers(queryClient)]),
  ),
]).then(renderApp);
registerServiceWorker();
