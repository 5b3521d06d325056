import { createHash, randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { isUploadUrl, thumbnailUrlOf, UPLOADS_PATH, type UploadedImage } from '#shared/uploads.ts';
import type { Config } from '#server/config.ts';
import type { Executor } from '#server/db/client.ts';
import { communityPosts, messages, products, users } from '#server/db/schema.ts';
import { badRequest } from '#server/plugins/errors.ts';

/**
 * Uploaded images (DESIGN §1, §5.7): every input is decoded and re-encoded by sharp, so only real images are kept and
 * their metadata (EXIF, GPS, XMP, ICC, comments) never is. Files are content-addressed: the name is the SHA-256 of the
 * processed JPEG, so the same picture uploaded twice is stored once, and a name never changes content (immutable caching).
 */
export const IMAGE_LIMITS = {
  /** Refuses image bombs before decoding: dimensions come from the header. */
  maxInputPixels: 40_000_000,
  longestSide: 1600,
  quality: 80,
  thumbnailSide: 320,
  thumbnailQuality: 70,
} as const;

/** Formats sharp may decode for us: what UPLOAD_CONTENT_TYPES names. SVG, TIFF, PDF, HEIC… are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

const INVALID_IMAGE = 'api.invalidImage';

/** `<64 hex>.jpg` or `<64 hex>.thumb.jpg`: the only names ever written or served. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{64}(?:\.thumb)?\.jpg$/;

export type ProcessedImage = { main: Buffer; thumbnail: Buffer; width: number; height: number };

const decoder = (input: Buffer) =>
  // 'error' refuses truncated and corrupt data but not harmless decoder warnings that real phone photos carry.
  sharp(input, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels });

async function assertAcceptedFormat(input: Buffer) {
  const metadata = await decoder(input).metadata();
  const accepted =
    ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && metadata.compression === 'av1');
  if (!accepted) throw new Error(`refused format ${metadata.format}`);
}

/**
 * Decodes (first frame of an animation), applies the EXIF orientation, fits within 1600 px without enlarging, flattens
 * transparency onto white and encodes a JPEG without metadata; then a thumbnail within 320 px. Not an image → 400.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  try {
    await assertAcceptedFormat(input);
    const { data: main, info } = await decoder(input)
      .rotate()
      .resize({
        width: IMAGE_LIMITS.longestSide,
        height: IMAGE_LIMITS.longestSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: IMAGE_LIMITS.quality })
      .toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(main)
      .resize({
        width: IMAGE_LIMITS.thumbnailSide,
        height: IMAGE_LIMITS.thumbnailSide,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .jpeg({ quality: IMAGE_LIMITS.thumbnailQuality })
      .toBuffer();
    return { main, thumbnail, width: info.width, height: info.height };
  } catch {
    throw badRequest(INVALID_IMAGE);
  }
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

async function isFile(filePath: string) {
  try {
    return (await stat(filePath)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Writes a file under its final name at most once: a temporary file, flushed, then renamed (atomic on one disk). */
async function writeOnce(directory: string, name: string, bytes: Buffer) {
  const target = path.join(directory, name);
  if (await isFile(target)) return;
  const temporary = path.join(directory, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Stores a processed image under uploadDir (created when missing); storing the same image again changes nothing. */
export async function storeImage(uploadDir: string, image: ProcessedImage): Promise<UploadedImage> {
  const hash = createHash('sha256').update(image.main).digest('hex');
  await mkdir(uploadDir, { recursive: true });
  // The thumbnail first: once the main file exists, both do (uploadFileExists checks the main one).
  await writeOnce(uploadDir, `${hash}.thumb.jpg`, image.thumbnail);
  await writeOnce(uploadDir, `${hash}.jpg`, image.main);
  return {
    url: `${UPLOADS_PATH}/${hash}.jpg`,
    thumbnailUrl: `${UPLOADS_PATH}/${hash}.thumb.jpg`,
    width: image.width,
    height: image.height,
  };
}

export async function saveUpload(uploadDir: string, input: Buffer): Promise<UploadedImage> {
  return storeImage(uploadDir, await processImage(input));
}

/** Whether a URL names one of our uploads and its file is really there (e.g. before a product refers to it). */
export async function uploadFileExists(config: Pick<Config, 'uploadDir'>, url: string): Promise<boolean> {
  if (!isUploadUrl(url)) return false;
  return isFile(path.join(config.uploadDir, url.slice(UPLOADS_PATH.length + 1)));
}

const fileOfUploadUrl = (uploadDir: string, url: string) =>
  path.join(uploadDir, url.slice(UPLOADS_PATH.length + 1));

/** Upload URLs per reference check: a bounded number of query parameters, however many files a reset frees. */
const REFERENCE_CHECK_BATCH = 1000;

/** The photo URL of an image message. */
export const messageImageUrl = sql<string>`(${messages.metadata}->>'imageUrl')`;

/**
 * Whether a stored file (a photo or its thumbnail) is shown in a chat: such files are served `private`, so no shared
 * cache keeps them once the message or the account is deleted.
 */
export async function isChatImage(db: Executor, fileName: string): Promise<boolean> {
  const url = `${UPLOADS_PATH}/${fileName.replace(/\.thumb\.jpg$/, '.jpg')}`;
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.type, 'image'), eq(messageImageUrl, url)))
    .limit(1);
  return row !== undefined;
}

/** Which of these upload URLs some row still shows: a product, a community post, an avatar or a chat image. */
async function referencedUploads(db: Executor, urls: string[]): Promise<Set<string>> {
  const [productRows, postRows, avatarRows, messageRows] = await Promise.all([
    db.select({ images: products.images }).from(products).where(arrayOverlaps(products.images, urls)),
    db
      .select({ images: communityPosts.images })
      .from(communityPosts)
      .where(arrayOverlaps(communityPosts.images, urls)),
    db.select({ url: users.profileImageUrl }).from(users).where(inArray(users.profileImageUrl, urls)),
    db.select({ url: messageImageUrl }).from(messages).where(inArray(messageImageUrl, urls)),
  ]);
  return new Set([
    ...productRows.flatMap((row) => row.images),
    ...postRows.flatMap((row) => row.images),
    ...avatarRows.flatMap((row) => (row.url ? [row.url] : [])),
    ...messageRows.map((row) => row.url),
  ]);
}

/**
 * Deletes the files (and thumbnails) of these upload URLs that no row refers to any more; call it after the deleting
 * transaction committed. Files are content-addressed, so another user's identical picture keeps the file alive.
 */
export async function deleteUnreferencedUploads(
  db: Executor,
  config: Pick<Config, 'uploadDir'>,
  urls: Iterable<string>,
) {
  const candidates = [...new Set(urls)].filter(isUploadUrl);
  for (let start = 0; start < candidates.length; start += REFERENCE_CHECK_BATCH) {
    const batch = candidates.slice(start, start + REFERENCE_CHECK_BATCH);
    const referenced = await referencedUploads(db, batch);
    const unreferenced = batch.filter((url) => !referenced.has(url));
    await Promise.all(
      unreferenced
        .flatMap((url) => [url, thumbnailUrlOf(url)])
        .map((url) => rm(fileOfUploadUrl(config.uploadDir, url), { force: true })),
    );
  }
}

/** Opens a stored file for serving; undefined for any name that is not ours or not there. */
export async function openUploadFile(
  uploadDir: string,
  name: string,
): Promise<{ stream: ReadStream; size: number } | undefined> {
  if (!UPLOAD_FILE_NAME.test(name)) return undefined;
  let handle;
  try {
    handle = await open(path.join(uploadDir, name), 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    return { stream: handle.createReadStream(), size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}
