import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { canGoBackInApp } from '#client/lib/in-app-history.ts';
import { Button } from './ui/button.tsx';
import commonTexts from '#shared/locales/es/common.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ common: commonTexts });

interface AppBarProps {
  /** Where back leads when the screen was opened from a link (no in-app screen behind it). */
  parent: string;
  /** The screen's heading; left out where the screen's own heading follows (a listing's title). */
  title?: string;
  /** What sits at the end of the bar (a screen's own action). */
  children?: ReactNode;
}

/**
 * What every back arrow does: go to the previous in-app screen, or to `parent` (in place of this screen) when the
 * screen was opened from a link.
 */
export function useGoBack(parent: string): () => void {
  const [, navigate] = useLocation();
  return () => (canGoBackInApp() ? window.history.back() : navigate(parent, { replace: true }));
}

/** An inner screen's app bar: 'Volver' (an arrow, see useGoBack), then the screen's title. */
export function AppBar({ parent, title, children }: AppBarProps) {
  const { t } = useTranslation();
  const back = useGoBack(parent);
  return (
    <div className="-ml-3 flex min-h-11 items-center gap-1">
      <Button
        variant="ghost"
        size="icon"
        aria-label={t('common.back')}
        title={t('common.back')}
        onClick={back}
      >
        <ArrowLeft aria-hidden className="size-5" />
      </Button>
      {title && <h1 className="min-w-0 flex-1 truncate text-xl font-bold tracking-tight">{title}</h1>}
      {children}
    </div>
  );
}
