import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mediumUrlOf, thumbnailUrlOf } from '#shared/upload-urls.ts';
import { PhotoViewerLoader } from '#client/components/ui/photo-viewer-loader.tsx';
import { cn } from '#client/lib/cn.ts';
import { useDataSaver } from '#client/lib/data-saver.ts';
import productDetailTexts from '#shared/locales/es/productDetail.json' with { type: 'json' };
import { addTexts } from '#client/lib/i18n.ts';

addTexts({ productDetail: productDetailTexts });

interface ProductGalleryProps {
  images: readonly string[];
  title: string;
  sold: boolean;
}

function SoldOverlay() {
  const { t } = useTranslation();
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <span className="rounded-lg bg-black/80 px-4 py-1.5 text-lg font-bold tracking-widest text-white">
        {t('productDetail.soldOverlay')}
      </span>
    </span>
  );
}

/**
 * The product's photos: swiped sideways (native scroll snapping, no script on the hot path), or moved with the
 * previous/next buttons; an index badge when there are several. Their medium copies (within 800 px, what a phone's
 * width shows sharply), with the data saver on their thumbnails; a tap opens the full photo full screen. The page of a
 * listing's first load preloads the first of them (src/server/features/sharing/photo-preload.ts): the same URL.
 */
export function ProductGallery({ images, title, sold }: ProductGalleryProps) {
  const { t } = useTranslation();
  const saveData = useDataSaver();
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const count = images.length;
  const photoAlt = (index: number) => t('productDetail.photoAlt', { title, index: index + 1, count });

  function show(index: number) {
    const element = strip.current;
    if (!element) return;
    element.scrollTo({ left: index * element.clientWidth, behavior: 'smooth' });
  }

  function onScroll() {
    const element = strip.current;
    if (element && element.clientWidth > 0) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  }

  if (count === 0) {
    return (
      <div className="relative flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-muted text-muted-foreground sm:rounded-2xl">
        <ImageOff aria-hidden className="size-10" />
        <p className="text-sm">{t('productDetail.noPhotos')}</p>
        {sold && <SoldOverlay />}
      </div>
    );
  }

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={t('productDetail.gallery')}
      className="relative"
    >
      <ul
        ref={strip}
        onScroll={onScroll}
        className="flex aspect-[4/3] snap-x snap-mandatory overflow-x-auto overscroll-x-contain bg-muted sm:rounded-2xl [scrollbar-width:none]"
      >
        {images.map((url, index) => (
          <li key={url} className="h-full w-full shrink-0 snap-center">
            <button
              type="button"
              onClick={() => setViewing(index)}
              aria-haspopup="dialog"
              className="size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={saveData ? thumbnailUrlOf(url) : mediumUrlOf(url)}
                alt={photoAlt(index)}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding="async"
                className={cn('size-full object-contain', sold && 'opacity-60 grayscale')}
              />
            </button>
          </li>
        ))}
      </ul>
      {sold && <SoldOverlay />}
      {count > 1 && (
        <>
          <span
            aria-hidden
            className="absolute right-3 bottom-3 rounded-full bg-black/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums"
          >
            {t('productDetail.photoIndex', { index: current + 1, count })}
          </span>
          <button
            type="button"
            onClick={() => show(Math.max(0, current - 1))}
            disabled={current === 0}
            aria-label={t('productDetail.previousPhoto')}
            className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-0"
          >
            <ChevronLeft aria-hidden className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => show(Math.min(count - 1, current + 1))}
            disabled={current === count - 1}
            aria-label={t('productDetail.nextPhoto')}
            className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-card/90 text-foreground shadow-md focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-0"
          >
            <ChevronRight aria-hidden className="size-6" />
          </button>
        </>
      )}
      <PhotoViewerLoader
        photos={images.map((url, index) => ({ url, alt: photoAlt(index) }))}
        openIndex={viewing}
        onClose={() => setViewing(null)}
        label={title}
      />
    </div>
  );
}
