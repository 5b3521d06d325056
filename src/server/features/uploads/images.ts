import type { Sharp } from 'sharp';
import { IMAGE_BYTES_MAX } from '#shared/constants.ts';
import { imageDataUrlParts } from '#shared/upload-urls.ts';
import { badRequest, HttpError } from '#server/plugins/errors.ts';

/**
 * The image pipeline: every input is decoded and re-encoded by sharp, so only real images are kept
 * and their metadata (EXIF, GPS, XMP, ICC, comments) never is.
 */
const IMAGE_LIMITS = {
  /** Refuses image bombs before decoding: dimensions come from the header. */
  maxInputPixels: 40_000_000,
  longestSide: 1600,
  quality: 80,
  /** What a phone shows inline (the product gallery, a post's wide photo): about 400 CSS px at twice the density. */
  mediumSide: 800,
  mediumQuality: 72,
  thumbnailSide: 320,
  thumbnailQuality: 70,
} as const;

type SharpModule = typeof import('sharp').default;
let sharpModule: SharpModule | undefined;

/**
 * sharp and libvips, loaded with the first image rather than at start: a server that has not processed one yet keeps
 * about 10 MB less resident. libvips caches recent operations with their pixel buffers (up to 50 MB) for pipelines that
 * repeat on the same input; each upload is a new image, so the cache only held memory. One thread per image keeps its
 * native memory small.
 */
async function loadSharp(): Promise<SharpModule> {
  if (!sharpModule) {
    const { default: loaded } = await import('sharp');
    loaded.cache(false);
    loaded.concurrency(1);
    sharpModule = loaded;
  }
  return sharpModule;
}

/** sharp once an image has loaded it; undefined before (the memory report says so rather than load it). */
export const loadedSharp = () => sharpModule;

/** Formats sharp may decode for us: what UPLOAD_CONTENT_TYPES names. SVG, TIFF, PDF, HEIC… are refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/** 400: what was sent as an image is not one we accept (one message, whether bytes, a data URL or a missing upload). */
export const invalidImage = () => badRequest('validation.imageInvalid');

const IMAGE_MEGABYTES = Math.round(IMAGE_BYTES_MAX / (1024 * 1024));

/** 413 naming the limit: an image of more than IMAGE_BYTES_MAX, however it was sent. */
export const imageTooLarge = () =>
  new HttpError(413, 'api.imageTooLarge', { values: { megabytes: IMAGE_MEGABYTES } });

/** Characters of a data URL carrying IMAGE_BYTES_MAX bytes: base64 takes 4 for every 3, plus the header. */
const DATA_URL_CHARS_MAX = Math.ceil(IMAGE_BYTES_MAX / 3) * 4 + 64;
/** Room for a request's other fields beside its images. */
const OTHER_FIELDS_BYTES = 64 * 1024;

/**
 * The body limit of a call taking up to `count` images as data URLs: each may be at the size limit, so a picture just
 * under it is refused for what it is (413 naming the image limit) rather than for the body. Clients send pictures
 * downscaled to 800 px, a small fraction of this.
 */
export const bodyLimitForImages = (count: number) => count * DATA_URL_CHARS_MAX + OTHER_FIELDS_BYTES;

export type ProcessedImage = {
  main: Buffer;
  medium: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
};

const decoder = (sharp: SharpModule, input: Buffer): Sharp =>
  // 'error' refuses truncated and corrupt data but not harmless decoder warnings that real phone photos carry.
  sharp(input, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels });

async function assertAcceptedFormat(sharp: SharpModule, input: Buffer) {
  const metadata = await decoder(sharp, input).metadata();
  const accepted =
    ACCEPTED_FORMATS.has(metadata.format) || (metadata.format === 'heif' && metadata.compression === 'av1');
  if (!accepted) throw new Error(`refused format ${metadata.format}`);
}

/** A smaller copy of a processed JPEG, within `side` px without enlarging; sharp writes no metadata unless asked. */
async function downscaled(sharp: SharpModule, main: Buffer, side: number, quality: number): Promise<Buffer> {
  return sharp(main)
    .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality })
    .toBuffer();
}

/** The medium copy of a stored main file (the bytes processImage makes of it), for uploads stored before copies. */
export async function mediumOf(main: Buffer): Promise<Buffer> {
  return downscaled(await loadSharp(), main, IMAGE_LIMITS.mediumSide, IMAGE_LIMITS.mediumQuality);
}

/**
 * Decodes (first frame of an animation), applies the EXIF orientation, fits within 1600 px without enlarging, flattens
 * transparency onto white and encodes a JPEG without metadata; then a medium copy within 800 px and a thumbnail within
 * 320 px. Not an image → 400.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > IMAGE_BYTES_MAX) throw imageTooLarge();
  const sharp = await loadSharp();
  try {
    await assertAcceptedFormat(sharp, input);
    const { data: main, info } = await decoder(sharp, input)
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
    const medium = await downscaled(sharp, main, IMAGE_LIMITS.mediumSide, IMAGE_LIMITS.mediumQuality);
    const thumbnail = await downscaled(
      sharp,
      main,
      IMAGE_LIMITS.thumbnailSide,
      IMAGE_LIMITS.thumbnailQuality,
    );
    return { main, medium, thumbnail, width: info.width, height: info.height };
  } catch {
    throw invalidImage();
  }
}

/**
 * The bytes of a `data:image/…;base64,` URL. Its size is known from the text, so one over IMAGE_BYTES_MAX is refused
 * (413) before anything is decoded; a URL that is not such a data URL is not an image (400).
 */
export function decodeImageDataUrl(dataUrl: string): Buffer {
  const parts = imageDataUrlParts(dataUrl);
  if (!parts) throw invalidImage();
  const padding = parts.base64.endsWith('==') ? 2 : parts.base64.endsWith('=') ? 1 : 0;
  const decodedBytes = (parts.base64.length / 4) * 3 - padding;
  if (decodedBytes > IMAGE_BYTES_MAX) throw imageTooLarge();
  return Buffer.from(parts.base64, 'base64');
}
