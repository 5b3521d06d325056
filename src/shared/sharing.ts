import { z } from 'zod';
import { postSchema } from './community.ts';
import { PRODUCT_STATUSES } from './products.ts';
import { PRODUCT_CONDITIONS } from './products-constants.ts';

/**
 * What anyone with a shared link sees, signed in or not: what a card shows and nothing more — never an email, a phone
 * or an exact place (the area's name only), and of the seller or author only the
 * display name ("Ana M.").
 */
export const publicProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.string(),
  /** The price before the last drop, while the drop is recent; null otherwise. */
  previousPrice: z.string().nullable(),
  condition: z.enum(PRODUCT_CONDITIONS),
  status: z.enum(PRODUCT_STATUSES),
  images: z.array(z.string()),
  /** The approximate area's name, e.g. the municipality. */
  location: z.string().nullable(),
  createdAt: z.string(),
  seller: z.object({
    displayName: z.string(),
    rating: z.number(),
    reviewCount: z.number().int(),
  }),
});
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const publicPostSchema = postSchema
  .pick({
    id: true,
    title: true,
    content: true,
    type: true,
    images: true,
    thumbnails: true,
    location: true,
    createdAt: true,
  })
  .extend({ author: z.object({ displayName: z.string() }) });
export type PublicPost = z.infer<typeof publicPostSchema>;
