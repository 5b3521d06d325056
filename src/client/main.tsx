import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers.tsx';
import { AppRouter } from './app/router.tsx';
import { initI18n } from './lib/i18n.ts';
import { initTheme } from './lib/theme.ts';
import './styles.css';

/* Theme and language are settled before the first render: no flash of the wrong theme or language. */
initTheme();
initI18n();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRouter />
      </Providers>
    </StrictMode>,
  );
}
