import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Post } from '#shared/community.ts';
import { mediumUrlOf } from '#shared/upload-urls.ts';
import { PhotoViewerLoader } from '#client/components/ui/photo-viewer-loader.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDataSaver } from '#client/lib/data-saver.ts';
import communityTexts from '#shared/locales/es/community.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ community: communityTexts });

/** Tiles of the first photos (at most 4); a single photo, or the first of three, goes across the whole width. */
const isWide = (index: number, shown: number) => shown === 1 || (shown === 3 && index === 0);

function tileClass(index: number, shown: number): string {
  if (!isWide(index, shown)) return 'aspect-square';
  return shown === 1 ? 'col-span-2 aspect-video' : 'col-span-2 aspect-[2/1]';
}

interface PostImagesProps {
  post: Pick<Post, 'images' | 'thumbnails'>;
  /** The viewer's name for screen readers: whose post the photos are from. */
  label: string;
}

/**
 * The post's photos as tiles, each opening every photo of the post full screen at its own ('Foto 4 de 6'); the last
 * one also says how many more there are ('+2 fotos más'), which the viewer reaches by swiping on. A wide tile shows the
 * photo's medium copy (a 320 px thumbnail blurs across a phone's width); the others, and every tile with the data
 * saver on, the thumbnail.
 */
export function PostImages({ post, label }: PostImagesProps) {
  const { t } = useTranslation();
  const saveData = useDataSaver();
  const [viewing, setViewing] = useState<number | null>(null);
  const shown = post.thumbnails.length;
  const total = Math.max(post.images.length, shown);
  const hidden = total - shown;
  if (shown === 0) return null;
  const photoAlt = (index: number) => t('community.photoAlt', { index: index + 1, total });
  const source = (thumbnail: string, index: number) => {
    const photo = post.images[index];
    return photo && !saveData && isWide(index, shown) ? mediumUrlOf(photo) : thumbnail;
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-1 overflow-hidden rounded-xl">
        {post.thumbnails.map((thumbnail, index) => (
          <li key={thumbnail + index} className={cn('relative bg-muted', tileClass(index, shown))}>
            <button
              type="button"
              onClick={() => setViewing(index)}
              aria-haspopup="dialog"
              className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={source(thumbnail, index)}
                alt={photoAlt(index)}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
              {hidden > 0 && index === shown - 1 && (
                <span className="absolute inset-0 flex items-center justify-center bg-black/60 p-2 text-center text-lg font-semibold text-white">
                  {t('community.morePhotos', { count: hidden })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <PhotoViewerLoader
        photos={post.images.map((url, index) => ({ url, alt: photoAlt(index) }))}
        openIndex={viewing}
        onClose={() => setViewing(null)}
        label={label}
      />
    </>
  );
}
