import { useEffect, useRef, useState } from 'react';
import { POST_IMAGES_MAX } from '#shared/community.ts';
import { downsizeToJpeg, NotAnImageError } from '#client/lib/image-resize.ts';
import { useUploadPhoto } from '#client/features/community/api/upload-photo.ts';

/** Photos a post may get from the publish dialog: as many as the server takes; the card shows the first ones. */
export const POST_PHOTOS_MAX = POST_IMAGES_MAX;

export interface PostPhoto {
  key: string;
  /** The downsized JPEG (800 px at most, quality 0.7), kept until it is uploaded. */
  jpeg: Blob;
  previewUrl: string;
  /** The upload's URL once the server has it: a retried publish does not send it again. */
  url: string | null;
}

export type PhotoProblem = 'invalidImage' | 'processingFailed' | 'tooMany';

let lastKey = 0;
const newKey = () => `post-photo-${++lastKey}`;

/**
 * The publish dialog's photos: each is downsized on the phone as soon as it is picked and uploaded on publish, so a
 * post the user abandons costs no data.
 */
export function usePostPhotos() {
  const [photos, setPhotos] = useState<PostPhoto[]>([]);
  const [preparing, setPreparing] = useState(0);
  const [problem, setProblem] = useState<PhotoProblem | null>(null);
  const { mutateAsync: upload } = useUploadPhoto();
  const previews = useRef(new Set<string>());

  async function prepare(file: File) {
    try {
      const jpeg = await downsizeToJpeg(file);
      const previewUrl = URL.createObjectURL(jpeg);
      previews.current.add(previewUrl);
      setPhotos((current) => [...current, { key: newKey(), jpeg, previewUrl, url: null }]);
    } catch (error) {
      setProblem(error instanceof NotAnImageError ? 'invalidImage' : 'processingFailed');
    } finally {
      setPreparing((count) => count - 1);
    }
  }

  /** One photo after the other: a cheap phone decoding several camera photos at once runs out of memory. */
  async function add(files: readonly File[]) {
    const room = Math.max(0, POST_PHOTOS_MAX - photos.length - preparing);
    const taken = files.slice(0, room);
    setProblem(files.length > taken.length ? 'tooMany' : null);
    setPreparing((count) => count + taken.length);
    for (const file of taken) await prepare(file);
  }

  function release(photo: PostPhoto) {
    URL.revokeObjectURL(photo.previewUrl);
    previews.current.delete(photo.previewUrl);
  }

  function remove(key: string) {
    photos.filter((photo) => photo.key === key).forEach(release);
    setPhotos((current) => current.filter((photo) => photo.key !== key));
    setProblem(null);
  }

  function clear() {
    photos.forEach(release);
    setPhotos([]);
    setProblem(null);
  }

  /** Uploads the photos not sent yet and gives every URL, in the order shown. */
  async function uploadAll(): Promise<string[]> {
    const urls: string[] = [];
    for (const photo of photos) {
      const url = photo.url ?? (await upload(photo.jpeg)).url;
      if (!photo.url) {
        setPhotos((current) => current.map((item) => (item.key === photo.key ? { ...item, url } : item)));
      }
      urls.push(url);
    }
    return urls;
  }

  // Leaving the wall frees the previews' memory.
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  return {
    photos,
    problem,
    preparing: preparing > 0,
    full: photos.length + preparing >= POST_PHOTOS_MAX,
    add,
    remove,
    clear,
    uploadAll,
  };
}
