/**
 * Uploaded images: files named by the SHA-256 of their processed JPEG bytes, served under /uploads.
 * Answers of other domains (product photos, chat images, avatars, community photos) carry these URLs, never image
 * data; requests may send an image inline as a data URL instead (imageReferenceSchema in uploads.ts). Apart from the
 * schemas, without zod: every screen that shows a photo needs these, and zod would come along into its first load.
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

/** A smaller copy stored beside an upload (`/uploads/<hash>.<variant>.jpg`); anything else comes back unchanged. */
function variantUrlOf(url: string, variant: 'thumb' | 'medium'): string {
  const hash = UPLOAD_URL.exec(url)?.[1];
  return hash ? `${UPLOADS_PATH}/${hash}.${variant}.jpg` : url;
}

/** The thumbnail of an upload URL (`/uploads/<hash>.thumb.jpg`, within 320 px); anything else is unchanged. */
export function thumbnailUrlOf(url: string): string {
  return variantUrlOf(url, 'thumb');
}

/** The medium copy of an upload URL (`/uploads/<hash>.medium.jpg`, within 800 px); anything else is unchanged. */
export function mediumUrlOf(url: string): string {
  return variantUrlOf(url, 'medium');
}

const DATA_URL_HEADER = /^data:(image\/[a-z0-9.+-]+);base64,/i;
/** A simple character class: a pattern with groups per quartet would overflow the stack on megabytes of text. */
const BASE64_TEXT = /^[A-Za-z0-9+/]*={0,2}$/;

/** The type and base64 text of a `data:image/…;base64,` URL naming one of UPLOAD_CONTENT_TYPES; undefined otherwise. */
export function imageDataUrlParts(value: string): { contentType: string; base64: string } | undefined {
  const header = DATA_URL_HEADER.exec(value);
  const contentType = header?.[1]?.toLowerCase();
  if (!header || !contentType || !UPLOAD_CONTENT_TYPES.some((accepted) => accepted === contentType)) {
    return undefined;
  }
  const base64 = value.slice(header[0].length);
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64_TEXT.test(base64)) return undefined;
  return { contentType, base64 };
}

/** True for one of our upload URLs, or an image sent inline as a data URL (stored as an upload on arrival). */
export function isImageReference(value: string): boolean {
  return isUploadUrl(value) || imageDataUrlParts(value) !== undefined;
}
