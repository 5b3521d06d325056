import type { UploadedImage } from '#shared/uploads.ts';
import { ApiError, NetworkError } from './api.ts';
import { i18n } from './i18n.ts';

export interface UploadImageInput {
  /** The downsized JPEG (lib/image-resize.ts). */
  image: Blob;
  /** Share of the bytes sent, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** The upload was cancelled (the photo was removed while it uploaded). */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * POST /api/uploads with the JPEG bytes as the body → 201 { url, thumbnailUrl, width, height }; 400 not an image,
 * 413 too large, 429 throttled. XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadImage({ image, onProgress, signal }: UploadImageInput): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    request.withCredentials = true;
    request.setRequestHeader('Content-Type', 'image/jpeg');
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', i18n.language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status < 200 || request.status >= 300) {
        reject(new ApiError(request.status, request.statusText, request.responseText));
        return;
      }
      try {
        const answer: UploadedImage = JSON.parse(request.responseText);
        resolve(answer);
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = () => reject(new NetworkError());
    request.onabort = () => reject(new DOMException('upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(image);
  });
}
