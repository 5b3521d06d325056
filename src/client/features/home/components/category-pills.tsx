import { LayoutGrid, RefreshCw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '#client/lib/cn.ts';
import { useCategories } from '#client/features/categories/api/get-categories.ts';
import { CategoryIcon } from '#client/features/categories/components/category-icon.tsx';
import { categoryName } from '#client/features/categories/components/category-name.ts';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts });

interface PillProps {
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}

function Pill({ selected, onSelect, children }: PillProps) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        selected
          ? 'border-primary bg-primary text-primary-foreground'
          : 'border-border bg-card text-foreground hover:bg-muted',
      )}
    >
      {children}
    </button>
  );
}

interface CategoryPillsProps {
  selectedId: number | undefined;
  onSelect: (categoryId: number | undefined) => void;
}

/** 'All' plus one pill per category with its icon, scrolling sideways on the phone. */
export function CategoryPills({ selectedId, onSelect }: CategoryPillsProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const row = useRef<HTMLDivElement>(null);

  // The selected pill is centred in the row (sideways only), e.g. when the page opens with ?category=. 'All' is
  // first, already in view: measuring the row would make the phone lay out the page before its first paint for nothing.
  useEffect(() => {
    if (selectedId === undefined) return;
    const container = row.current;
    const pill = container?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!container || !pill) return;
    container.scrollLeft = pill.offsetLeft - (container.clientWidth - pill.offsetWidth) / 2;
  }, [selectedId, categories.data]);

  return (
    <div
      ref={row}
      role="group"
      aria-label={t('marketplace.categories.label')}
      className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none]"
    >
      <Pill selected={selectedId === undefined} onSelect={() => onSelect(undefined)}>
        <LayoutGrid aria-hidden className="size-4" />
        {t('marketplace.categories.all')}
      </Pill>
      {categories.data?.map((category) => (
        <Pill key={category.id} selected={category.id === selectedId} onSelect={() => onSelect(category.id)}>
          <CategoryIcon icon={category.icon} />
          {categoryName(t, category.name)}
        </Pill>
      ))}
      {categories.isPending &&
        Array.from({ length: 4 }, (_, index) => (
          <span key={index} aria-hidden className="h-11 w-28 shrink-0 animate-pulse rounded-full bg-muted" />
        ))}
      {categories.isError && (
        <button
          type="button"
          onClick={() => void categories.refetch()}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm text-destructive underline-offset-4 hover:underline"
        >
          <RefreshCw aria-hidden className="size-4" />
          {t('marketplace.categories.retry')}
        </button>
      )}
    </div>
  );
}
