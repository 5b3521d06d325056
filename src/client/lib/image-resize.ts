import { IMAGE_JPEG_QUALITY, IMAGE_LONGEST_SIDE } from '#shared/constants.ts';

export interface Size {
  width: number;
  height: number;
}

/** The picked file is not an image the browser can decode (a PDF, or a HEIC photo on most browsers). */
export class NotAnImageError extends Error {
  constructor() {
    super('not an image the browser can decode');
    this.name = 'NotAnImageError';
  }
}

/** The size that fits within `longestSide` on its longest side, same aspect ratio; small images keep their size. */
export function fitWithin({ width, height }: Size, longestSide: number = IMAGE_LONGEST_SIDE): Size {
  const scale = Math.min(1, longestSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

async function decode(file: Blob): Promise<ImageBitmap> {
  if (!file.type.startsWith('image/')) throw new NotAnImageError();
  try {
    // Phone cameras store the rotation in EXIF: apply it, the server strips metadata.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new NotAnImageError();
  }
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no JPEG'))),
      'image/jpeg',
      IMAGE_JPEG_QUALITY,
    );
  });
}

/**
 * Photos downsized in the browser so a cheap phone on prepaid data sends about 100 kB instead of several MB:
 * fits the image within 800 px on its longest side and encodes it as JPEG at quality 0.7.
 */
export async function downsizeToJpeg(file: Blob): Promise<Blob> {
  const bitmap = await decode(file);
  try {
    const size = fitWithin(bitmap);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    // JPEG has no transparency: a transparent PNG becomes white, not black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await canvasToJpeg(canvas);
  } finally {
    bitmap.close();
  }
}
