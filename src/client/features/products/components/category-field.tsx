import { RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { ChoiceGroup } from '#client/components/ui/choice-group.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { cn } from '#client/lib/cn.ts';
import { useCategories } from '#client/features/categories/api/get-categories.ts';
import { CategoryIcon } from '#client/features/categories/components/category-icon.tsx';
import { categoryName } from '#client/features/categories/components/category-name.ts';
import createProductTexts from '#shared/locales/es/createProduct.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ createProduct: createProductTexts });

interface CategoryFieldProps {
  /** The chosen category's id, as text (form value); '' for none. */
  value: string;
  onChange: (categoryId: string) => void;
  onBlur: () => void;
  /** Already translated. */
  error?: string;
}

/** The category select with icons: one choice among chips (radio buttons), so each shows its icon. */
export function CategoryField({ value, onChange, onBlur, error }: CategoryFieldProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const name = useId();
  return (
    <ChoiceGroup legend={t('createProduct.categoryLabel')} error={error}>
      {categories.isPending && <Spinner className="py-2" />}
      {categories.isError && (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-destructive">{t('createProduct.categoriesError')}</p>
          <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
            <RefreshCw aria-hidden className="size-4" />
            {t('createProduct.retry')}
          </Button>
        </div>
      )}
      {categories.data && (
        <div className="flex flex-wrap gap-2">
          {categories.data.map((category) => {
            const checked = value === String(category.id);
            return (
              <label
                key={category.id}
                className={cn(
                  'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  checked
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-input bg-card text-foreground hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={category.id}
                  checked={checked}
                  onChange={() => onChange(String(category.id))}
                  onBlur={onBlur}
                  className="sr-only"
                />
                <CategoryIcon icon={category.icon} />
                {categoryName(t, category.name)}
              </label>
            );
          })}
        </div>
      )}
    </ChoiceGroup>
  );
}
