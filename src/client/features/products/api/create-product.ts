import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateProductInput, Product } from '#shared/products.ts';
import { api } from '#client/lib/api.ts';
import { addTexts, i18n } from '#client/lib/i18n.ts';
import { saveEntry } from '#client/lib/offline/outbox.ts';
import type { Delivery, QueuedListing } from '#client/lib/offline/outbox-entries.ts';
import { deliveryAfter } from '#client/lib/offline/outbox-queue.ts';
import { createProductMutationKey, productQueryKey } from '#client/lib/query-keys.ts';
import { toast } from '#client/lib/toast.ts';
import { uploadImage } from '#client/lib/upload.ts';
import {
  markProductCollectionsStale,
  refreshProductCollections,
} from '#client/features/products/product-collections.ts';
import offlineTexts from '#shared/locales/es/offline.json' with { type: 'json' };

addTexts({ offline: offlineTexts });

/**
 * POST /api/products → 201 the product. 400 with per-field messages (`errors`), or 'Category is required' / 'Please
 * select a valid image file' for an unknown category or an upload that is not there. Sent with the listing's
 * Idempotency-Key: a retry gets the first answer instead of a second listing.
 */
export function createProduct(input: CreateProductInput, idempotencyKey: string): Promise<Product> {
  return api.create<Product>('/api/products', input, idempotencyKey);
}

export interface ProductCreation {
  input: CreateProductInput;
  idempotencyKey: string;
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: createProductMutationKey,
    mutationFn: ({ input, idempotencyKey }: ProductCreation) => createProduct(input, idempotencyKey),
    onSuccess: async (product) => {
      await markProductCollectionsStale(queryClient);
      queryClient.setQueryData(productQueryKey(product.id), product);
    },
  });
}

/** Uploads the photos still on the phone, in order; each URL is kept in the entry as soon as the server has it. */
async function uploadedPhotos(entry: QueuedListing): Promise<string[]> {
  let photos = entry.photos;
  for (const [index, photo] of entry.photos.entries()) {
    if (typeof photo === 'string') continue;
    const { url } = await uploadImage({ image: photo });
    photos = photos.map((kept, at) => (at === index ? url : kept));
    await saveEntry({ ...entry, photos });
  }
  return photos.filter((photo) => typeof photo === 'string');
}

/** Publishes a listing the outbox kept, under its key, and says so; every product list then asks again. */
export async function publishQueuedListing(
  queryClient: QueryClient,
  entry: QueuedListing,
): Promise<Delivery> {
  try {
    const images = await uploadedPhotos(entry);
    const product = await createProduct({ ...entry.listing, images }, entry.id);
    queryClient.setQueryData(productQueryKey(product.id), product);
    await refreshProductCollections(queryClient);
    toast({
      title: i18n.t('offline.listingPublishedTitle'),
      description: i18n.t('offline.listingPublishedDescription', { title: product.title }),
    });
    return { outcome: 'delivered' };
  } catch (error) {
    return deliveryAfter(error, i18n.t('offline.publishFailed'));
  }
}
