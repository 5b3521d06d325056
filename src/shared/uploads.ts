import { z } from 'zod';

/**
 * Uploaded images (DESIGN §1, §5.7): files named by the SHA-256 of their processed JPEG bytes, served under /uploads.
 * Payloads of other domains (product photos, chat images, avatars, community photos) carry these URLs, never image data.
 */
export const UPLOADS_PATH = '/uploads';

/** What `POST /api/uploads` accepts as `Content-Type`; the bytes must also decode as one of these formats. */
export const UPLOAD_CONTENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{64})\.jpg$/;

/** True only for the URL of one of our own uploads: `/uploads/<64 lowercase hex>.jpg`. */
export function isUploadUrl(url: string): boolean {
  return UPLOAD_URL.test(url);
}

/** The thumbnail of an upload URL (`/uploads/<hash>.thumb.jpg`); anything else comes back unchanged. */
export function thumbnailUrlOf(url: string): string {
  const hash = UPLOAD_URL.exec(url)?.[1];
  return hash ? `${UPLOADS_PATH}/${hash}.thumb.jpg` : url;
}

/** A field holding one of our upload URLs (other domains' payloads). */
export const uploadUrlSchema = z.string().refine(isUploadUrl, { error: 'validation.imageInvalid' });

export const uploadedImageSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;
