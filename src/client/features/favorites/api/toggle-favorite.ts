import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Favorite } from '#shared/products.ts';
import { api, errorMessage, isUnauthorizedError } from '#client/lib/api.ts';
import { noteEngagement } from '#client/lib/install-prompt.ts';
import {
  favoritesQueryKey,
  productCollectionQueryKeys,
  productsQueryKey,
  toggleFavoriteMutationKey,
} from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { withFavoriteFlag, withoutFavorite } from '#client/features/favorites/favorite-cache.ts';
import favoritesTexts from '#shared/locales/es/favorites.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ favorites: favoritesTexts });

interface FavoriteAnswer {
  favorited: boolean;
}

/** POST /api/products/{id}/favorite — toggles and answers the new state; 409 when adding a sold product. */
export function toggleFavorite(productId: number): Promise<FavoriteAnswer> {
  return api.post<FavoriteAnswer>(`/api/products/${productId}/favorite`);
}

export interface FavoriteChange {
  productId: number;
  /** The state the user asked for: shown at once, corrected by the answer, undone on failure. */
  favorited: boolean;
}

function showFavorite(queryClient: QueryClient, { productId, favorited }: FavoriteChange): void {
  queryClient.setQueriesData<unknown>({ queryKey: productsQueryKey }, (data: unknown) =>
    withFavoriteFlag(data, productId, favorited),
  );
  queryClient.setQueryData<Favorite[]>(favoritesQueryKey, (favorites) =>
    withoutFavorite(favorites, productId, favorited),
  );
}

/**
 * The heart of a product card or the product screen, updated optimistically everywhere the product shows. A failure
 * puts everything back and says so ('No se pudieron actualizar tus favoritos'), with the server's reason if any.
 */
export function useToggleFavorite() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: toggleFavoriteMutationKey,
    mutationFn: ({ productId }: FavoriteChange) => toggleFavorite(productId),
    onMutate: async (change) => {
      await Promise.all(
        productCollectionQueryKeys.map((queryKey) => queryClient.cancelQueries({ queryKey })),
      );
      const before = productCollectionQueryKeys.flatMap((queryKey) =>
        queryClient.getQueriesData<unknown>({ queryKey }),
      );
      showFavorite(queryClient, change);
      return { before };
    },
    onSuccess: ({ favorited }, { productId }) => {
      showFavorite(queryClient, { productId, favorited });
      if (!favorited) return;
      void queryClient.invalidateQueries({ queryKey: favoritesQueryKey });
      noteEngagement();
    },
    onError: (error, _change, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
      if (isUnauthorizedError(error)) return;
      toast({
        variant: 'destructive',
        title: t('favorites.updateError'),
        description: errorMessage(error) ?? t('favorites.tryAgain'),
      });
    },
  });
}
