import { ArrowRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { buttonClass } from '#client/components/ui/button.tsx';
import { useCategories } from '#client/features/categories/api/get-categories.ts';
import { CategoryIcon } from '#client/features/categories/components/category-icon.tsx';
import { categoryName } from '#client/features/categories/components/category-name.ts';
import { writeMarketplaceParams } from '#client/features/home/home-params.ts';
import { recommendedCategory } from '#client/features/home/recommendations.ts';
import marketplaceTexts from '#shared/locales/es/marketplace.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ marketplace: marketplaceTexts });

interface RecommendationBlockProps {
  slot: number;
  shownCategoryId: number | undefined;
}

/**
 * 'Recomendado para ti' between the cards (after every 8th): another category to explore near the user,
 * a different one at each slot. Nothing when there is no other category.
 */
export function RecommendationBlock({ slot, shownCategoryId }: RecommendationBlockProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { data: categories = [] } = useCategories();
  const category = recommendedCategory(categories, shownCategoryId, slot);
  if (!category) return null;
  const name = categoryName(t, category.name);
  const href = `/?${writeMarketplaceParams(search, { categoryId: category.id, query: '' }).toString()}`;
  return (
    <aside
      aria-label={t('marketplace.recommendation.title')}
      className="flex items-center gap-4 rounded-2xl border border-primary/30 bg-card p-4"
    >
      <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground">
        <CategoryIcon icon={category.icon} className="size-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex items-center gap-1 text-xs font-semibold tracking-wide text-primary uppercase">
          <Sparkles aria-hidden className="size-3.5" />
          {t('marketplace.recommendation.title')}
        </p>
        <p className="text-sm">{t('marketplace.recommendation.text', { category: name })}</p>
        <Link
          href={href}
          onClick={() => window.scrollTo({ top: 0 })}
          className={buttonClass({ variant: 'link', size: 'inline' })}
        >
          {t('marketplace.recommendation.action', { category: name })}
          <ArrowRight aria-hidden className="size-4" />
        </Link>
      </div>
    </aside>
  );
}
