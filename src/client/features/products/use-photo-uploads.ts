import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PRODUCT_PHOTOS_MAX } from '#shared/constants.ts';
import { thumbnailUrlOf } from '#shared/upload-urls.ts';
import { downsizeToJpeg, NotAnImageError } from '#client/lib/image-resize.ts';
import { isAbortError } from '#client/lib/upload.ts';
import { useUploadImage } from '#client/features/products/api/upload-image.ts';

export type PhotoStatus = 'preparing' | 'uploading' | 'uploaded' | 'failed';

export interface Photo {
  key: string;
  status: PhotoStatus;
  /** Share of the bytes sent while uploading, 0 to 1. */
  progress: number;
  /** What the tile shows: the downsized JPEG on this phone, or the thumbnail of a photo restored from the draft. */
  previewUrl: string | null;
  /** The upload's URL once the server has it (what the product is created with). */
  url: string | null;
}

/** Why the last pick was not (entirely) taken. */
export type PhotoProblem = 'invalidImage' | 'processingFailed' | 'tooMany';

let nextKey = 0;
const newKey = () => `photo-${++nextKey}`;

const restoredPhoto = (url: string): Photo => ({
  key: newKey(),
  status: 'uploaded',
  progress: 1,
  previewUrl: thumbnailUrlOf(url),
  url,
});

/**
 * The listing form's photos (create and edit): at most 5, in the order the user sets, each downsized in the browser and uploaded as soon as it is picked,
 * with its progress; a failed upload keeps its JPEG for a retry.
 */
export function usePhotoUploads(initialUrls: readonly string[]) {
  const [photos, setPhotos] = useState<Photo[]>(() => initialUrls.map(restoredPhoto));
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const { mutateAsync: uploadImage } = useUploadImage();
  /** Photos on screen (a removed one stops where it is), and per photo its JPEG (kept for a retry), its object URL
   *  and the controller of its running upload. */
  const live = useRef(new Set<string>());
  const jpegs = useRef(new Map<string, Blob>());
  const objectUrls = useRef(new Map<string, string>());
  const uploads = useRef(new Map<string, AbortController>());

  const update = useCallback((key: string, change: Partial<Photo>) => {
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));
  }, []);

  const forget = useCallback((key: string) => {
    live.current.delete(key);
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    const objectUrl = objectUrls.current.get(key);
    if (objectUrl) URL.revokeObjectURL(objectUrl);
    objectUrls.current.delete(key);
    jpegs.current.delete(key);
  }, []);

  const upload = useCallback(
    async (key: string) => {
      const image = jpegs.current.get(key);
      if (!image) return;
      const controller = new AbortController();
      uploads.current.set(key, controller);
      update(key, { status: 'uploading', progress: 0 });
      try {
        const uploaded = await uploadImage({
          image,
          signal: controller.signal,
          onProgress: (progress) => update(key, { progress }),
        });
        update(key, { status: 'uploaded', progress: 1, url: uploaded.url });
        jpegs.current.delete(key);
      } catch (error) {
        if (!isAbortError(error)) update(key, { status: 'failed' });
      } finally {
        uploads.current.delete(key);
      }
    },
    [update, uploadImage],
  );

  const prepare = useCallback(
    async (key: string, file: File) => {
      let jpeg: Blob;
      try {
        jpeg = await downsizeToJpeg(file);
      } catch (error) {
        live.current.delete(key);
        setPhotos((current) => current.filter((photo) => photo.key !== key));
        setProblem(error instanceof NotAnImageError ? 'invalidImage' : 'processingFailed');
        return;
      }
      if (!live.current.has(key)) return;
      const previewUrl = URL.createObjectURL(jpeg);
      jpegs.current.set(key, jpeg);
      objectUrls.current.set(key, previewUrl);
      update(key, { previewUrl });
      await upload(key);
    },
    [update, upload],
  );

  function add(files: readonly File[]) {
    const room = PRODUCT_PHOTOS_MAX - photos.length;
    const taken = files.slice(0, Math.max(0, room));
    setProblem(files.length > taken.length ? 'tooMany' : null);
    const added = taken.map((file) => ({ file, key: newKey() }));
    for (const { key } of added) live.current.add(key);
    setPhotos((current) => [
      ...current,
      ...added.map(({ key }): Photo => ({
        key,
        status: 'preparing',
        progress: 0,
        previewUrl: null,
        url: null,
      })),
    ]);
    for (const { key, file } of added) void prepare(key, file);
  }

  function retry(key: string) {
    void upload(key);
  }

  function remove(key: string) {
    forget(key);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
    setProblem(null);
  }

  /** Moves a photo one place earlier (-1) or later (+1); the first one is the listing's cover. */
  function move(key: string, offset: -1 | 1) {
    setPhotos((current) => {
      const from = current.findIndex((photo) => photo.key === key);
      const moved = current[from];
      const to = from + offset;
      if (!moved || to < 0 || to >= current.length) return current;
      const reordered = current.filter((photo) => photo.key !== key);
      reordered.splice(to, 0, moved);
      return reordered;
    });
  }

  function clear() {
    for (const photo of photos) forget(photo.key);
    setPhotos([]);
    setProblem(null);
  }

  // Leaving the screen stops uploads nobody will use and frees the previews' memory.
  useEffect(() => {
    const running = uploads.current;
    const previews = objectUrls.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const url of previews.values()) URL.revokeObjectURL(url);
    };
  }, []);

  /** Each photo as it can be kept for later, in the order shown: its upload's URL, or its JPEG not uploaded yet. */
  function keptPhotos(): (string | Blob)[] {
    return photos.flatMap((photo) => {
      const kept = photo.url ?? jpegs.current.get(photo.key);
      return kept ? [kept] : [];
    });
  }

  /** URLs of the uploaded photos, in the order shown. */
  const urls = useMemo(() => photos.flatMap((photo) => (photo.url ? [photo.url] : [])), [photos]);

  return {
    photos,
    problem,
    urls,
    busy: photos.some((photo) => photo.status === 'preparing' || photo.status === 'uploading'),
    hasFailed: photos.some((photo) => photo.status === 'failed'),
    full: photos.length >= PRODUCT_PHOTOS_MAX,
    keptPhotos,
    add,
    retry,
    remove,
    move,
    clear,
  };
}
