import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '#shared/products.ts';
import { cn } from '#client/lib/cn.ts';
import { useSignInFirst } from '#client/features/auth/components/sign-in-first.ts';
import { useToggleFavorite } from '#client/features/favorites/api/toggle-favorite.ts';
import productCardTexts from '#shared/locales/es/productCard.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productCard: productCardTexts });

interface FavoriteButtonProps {
  product: Pick<ProductSummary, 'id' | 'title' | 'isFavorite'>;
  className?: string;
}

/**
 * The heart: adds or removes the favourite at once (optimistic); a tap while one is on its way is ignored. A visitor
 * signs in first, and then the favourite is made.
 */
export function FavoriteButton({ product, className }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite();
  const signInFirst = useSignInFirst();
  const favorited = product.isFavorite;
  const productId = product.id;

  // The server toggles: an empty heart whose answer says "removed" was a favourite already (the account had it before
  // signing in here), so the tap toggles once more and the favourite is made.
  const addFavorite = () =>
    toggle.mutate(
      { productId, favorited: true },
      {
        onSuccess: (answer) => {
          if (!answer.favorited) toggle.mutate({ productId, favorited: true });
        },
      },
    );
  return (
    <button
      type="button"
      aria-label={t(favorited ? 'productCard.removeFavorite' : 'productCard.addFavorite', {
        title: product.title,
      })}
      onClick={() => {
        if (toggle.isPending) return;
        if (favorited) toggle.mutate({ productId, favorited: false });
        else signInFirst(addFavorite);
      }}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full bg-card/95 text-foreground shadow-md transition-transform',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:scale-90',
        className,
      )}
    >
      <Heart
        aria-hidden
        className={cn('size-5', favorited && 'fill-red-600 text-red-600 dark:fill-red-500 dark:text-red-500')}
      />
    </button>
  );
}
