import { useTranslation } from 'react-i18next';
import type { Post } from '#shared/community.ts';
import { cn } from '#client/lib/cn.ts';

/** Tiles of the first photos (at most 4); three photos put the first across the whole width. */
function tileClass(index: number, shown: number): string {
  if (shown === 1) return 'col-span-2 aspect-video';
  if (shown === 3 && index === 0) return 'col-span-2 aspect-[2/1]';
  return 'aspect-square';
}

/**
 * The post's thumbnails, each a link to the full photo named by its alt text ('Foto 4 de 6'); the last one also says
 * how many more there are ('+2 fotos más').
 */
export function PostImages({ post }: { post: Pick<Post, 'images' | 'thumbnails'> }) {
  const { t } = useTranslation();
  const shown = post.thumbnails.length;
  const total = Math.max(post.images.length, shown);
  const hidden = total - shown;
  if (shown === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-1 overflow-hidden rounded-xl">
      {post.thumbnails.map((thumbnail, index) => (
        <li key={thumbnail + index} className={cn('relative bg-muted', tileClass(index, shown))}>
          <a
            href={post.images[index] ?? thumbnail}
            target="_blank"
            rel="noopener noreferrer"
            className="block size-full focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <img
              src={thumbnail}
              alt={t('community.photoAlt', { index: index + 1, total })}
              loading="lazy"
              decoding="async"
              className="size-full object-cover"
            />
            {hidden > 0 && index === shown - 1 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/60 p-2 text-center text-lg font-semibold text-white">
                {t('community.morePhotos', { count: hidden })}
              </span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}
