import type { FastifyRequest } from 'fastify';
import { DATA_SAVER_COOKIE } from '#shared/constants.ts';
import { mediumUrlOf, thumbnailUrlOf } from '#shared/upload-urls.ts';
import { withHeadEnd } from '#server/plugins/client-page.ts';
import { escapeAttribute } from './share-page.ts';

/**
 * Whether the page will show thumbnails, as src/client/lib/data-saver.ts decides: the person's choice, which the
 * client mirrors into a cookie, wins; without one, the browser's `Save-Data: on`. The client also saves data on a 2G
 * connection, which a request does not tell.
 */
function savesData(request: FastifyRequest): boolean {
  const chosen = request.cookies[DATA_SAVER_COOKIE];
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  const header = request.headers['save-data'];
  return typeof header === 'string' && header.trim().toLowerCase() === 'on';
}

/**
 * The URL of a listing's first photo as the product gallery shows it first (the medium copy, or with the data saver
 * the thumbnail); undefined without photos.
 */
export function firstPhotoShown(images: readonly string[], request: FastifyRequest): string | undefined {
  const first = images[0];
  if (first === undefined) return undefined;
  return savesData(request) ? thumbnailUrlOf(first) : mediumUrlOf(first);
}

/**
 * index.html asking for the photo at once: the largest paint of a listing's first load is its first photo, which the
 * browser would otherwise only find once the scripts downloaded, ran and rendered the gallery.
 */
export function withPhotoPreload(html: string, url: string): string {
  const link = `<link rel="preload" as="image" href="${escapeAttribute(url)}" fetchpriority="high" />`;
  return withHeadEnd(html, link);
}
