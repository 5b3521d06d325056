import { LayoutGrid, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleChip } from '#client/components/ui/toggle-chip.tsx';
import { useCategories } from '#client/features/categories/api/get-categories.ts';
import { CategoryIcon } from '#client/features/categories/components/category-icon.tsx';
import { categoryName } from '#client/features/categories/components/category-name.ts';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts });

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
      <ToggleChip pressed={selectedId === undefined} onPress={() => onSelect(undefined)}>
        <LayoutGrid aria-hidden className="size-4" />
        {t('marketplace.categories.all')}
      </ToggleChip>
      {categories.data?.map((category) => (
        <ToggleChip
          key={category.id}
          pressed={category.id === selectedId}
          onPress={() => onSelect(category.id)}
        >
          <CategoryIcon icon={category.icon} />
          {categoryName(t, category.name)}
        </ToggleChip>
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
