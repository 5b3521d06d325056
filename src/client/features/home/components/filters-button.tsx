import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import filtersTexts from '#shared/locales/es/filters.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ filters: filtersTexts });

/** 'Filtros' with the number of filters on, which opens the filter sheet. */
export function FiltersButton({ activeCount, onClick }: { activeCount: number; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onClick} className="shrink-0 px-3">
      <SlidersHorizontal aria-hidden className="size-5" />
      {t('filters.button')}
      {activeCount > 0 && (
        <>
          <span
            aria-hidden
            className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-xs leading-5 font-bold text-primary-foreground"
          >
            {activeCount}
          </span>
          <span className="sr-only">{t('filters.active', { count: activeCount })}</span>
        </>
      )}
    </Button>
  );
}
