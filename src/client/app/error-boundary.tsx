import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { isChunkLoadFailure, reloadOnceForStaleDeploy } from '#client/lib/stale-deploy.ts';
import errorsTexts from '#shared/locales/es/errors.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ errors: errorsTexts });

type State = { failed: boolean };

/**
 * The last line of defence of the screen tree: an error while rendering shows a translated message with a way to try
 * again, never a blank page. A lazy screen that failed to load after a deploy reloads the page once instead.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadFailure(error) && reloadOnceForStaleDeploy()) return;
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <ScreenFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <main
      role="alert"
      className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-xl font-semibold">{t('errors.screenFailed')}</h1>
      <p className="text-muted-foreground">{t('errors.screenFailedHint')}</p>
      <div className="flex gap-3">
        <Button onClick={onRetry}>{t('errors.retry')}</Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      </div>
    </main>
  );
}
