import type { Language } from '#shared/constants.ts';
import { formatPrice } from '#shared/format.ts';
import type { PublicPost, PublicProduct } from '#shared/sharing.ts';
import { translate } from '#server/i18n.ts';
import { withHeadEnd } from '#server/plugins/client-page.ts';

/** What a link preview (WhatsApp, Facebook, Telegram) shows: Open Graph and Twitter card tags. */
export type PageMeta = { title: string; description: string; url: string; image?: string };

const DESCRIPTION_CHARS = 200;

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const shortened = (text: string, chars: number) =>
  text.length <= chars ? text : `${text.slice(0, chars - 1).trimEnd()}…`;

function metaTags(meta: PageMeta): string {
  const tags: [string, string, string][] = [
    ['property', 'og:site_name', 'Cerquita'],
    ['property', 'og:type', 'website'],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', meta.url],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) tags.push(['property', 'og:image', meta.image], ['name', 'twitter:image', meta.image]);
  const lines = tags.map(
    ([kind, name, content]) => `<meta ${kind}="${name}" content="${escapeAttribute(content)}" />`,
  );
  lines.push(`<link rel="canonical" href="${escapeAttribute(meta.url)}" />`);
  return lines.join('\n    ');
}

/**
 * index.html with the page's own title, description and preview tags. Each replacement is a function, so that no `$`
 * pattern in people's text (`$&`, `` $` ``, `$'`, `$1`) is ever expanded into copies of the page.
 */
export function withMeta(html: string, meta: PageMeta): string {
  const title = `<title>${escapeAttribute(meta.title)}</title>`;
  const description = `<meta name="description" content="${escapeAttribute(meta.description)}" />`;
  const titled = html
    .replace(/<title>[^<]*<\/title>/, () => title)
    .replace(/<meta\s+name="description"[^>]*>/, () => description);
  return withHeadEnd(titled, metaTags(meta));
}

const PRODUCT_DESCRIPTIONS = {
  available: 'share.productDescription_available',
  reserved: 'share.productDescription_reserved',
  sold: 'share.productDescription_sold',
} as const satisfies Record<PublicProduct['status'], string>;

const absolute = (appUrl: string, pathOrUrl: string) => new URL(pathOrUrl, `${appUrl}/`).toString();

export function productMeta(product: PublicProduct, language: Language, appUrl: string): PageMeta {
  const place = product.location ?? translate(language, 'share.elSalvador');
  const facts = [
    formatPrice(product.price),
    translate(language, `productCondition.${product.condition}`),
    place,
  ].join(' · ');
  const title = `${product.title} · ${formatPrice(product.price)}`;
  return {
    title: product.status === 'sold' ? translate(language, 'share.soldTitle', { title }) : title,
    description: translate(language, PRODUCT_DESCRIPTIONS[product.status], {
      facts,
      seller: product.seller.displayName,
    }),
    url: absolute(appUrl, `/products/${product.id}`),
    image: product.images[0] ? absolute(appUrl, product.images[0]) : undefined,
  };
}

export function postMeta(post: PublicPost, language: Language, appUrl: string): PageMeta {
  const title = post.title ?? shortened(post.content, 70);
  return {
    title: translate(language, 'share.postTitle', { title }),
    description: shortened(post.content, DESCRIPTION_CHARS),
    url: absolute(appUrl, `/community?post=${post.id}`),
    image: post.images[0] ? absolute(appUrl, post.images[0]) : undefined,
  };
}

const UNAVAILABLE_TEXTS = {
  removed: { title: 'share.removedTitle', description: 'share.removedDescription' },
  missing: { title: 'share.missingTitle', description: 'share.missingDescription' },
} as const;

/** The tags of a link whose content is gone (`removed`) or never existed (`missing`). */
export function unavailableMeta(reason: 'removed' | 'missing', language: Language, url: string): PageMeta {
  const texts = UNAVAILABLE_TEXTS[reason];
  return {
    title: translate(language, texts.title),
    description: translate(language, texts.description),
    url,
  };
}
