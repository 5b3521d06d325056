import { z } from 'zod';
import { isImageReference } from './upload-urls.ts';

/**
 * An image field of a request: one of our upload URLs, or the image itself as a `data:image/…;base64,` URL, as the
 * original API contract sends it. The server stores a data URL as an upload first, so answers only carry upload URLs.
 */
export const imageReferenceSchema = z
  .string({ error: 'validation.imageInvalid' })
  .refine(isImageReference, { error: 'validation.imageInvalid' });

export const uploadedImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
