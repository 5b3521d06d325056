import { RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { errorMessage } from '#client/lib/api.ts';
import productListTexts from '#shared/locales/es/productList.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productList: productListTexts });

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  /** A button or link that gets the user going again. */
  action?: ReactNode;
}

/** A list with nothing to show: what happened and what to do next. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border bg-card px-6 py-10 text-center">
      <Icon aria-hidden className="size-10 text-primary" />
      <p className="text-lg font-semibold">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}

/** A list that failed to load: the reason in the user's language and a way to try again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert variant="destructive" title={t('productList.loadError')}>
      <p>{errorMessage(error) ?? t('productList.checkConnection')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        <RefreshCw aria-hidden className="size-4" />
        {t('productList.retry')}
      </Button>
    </Alert>
  );
}
