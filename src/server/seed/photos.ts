import sharp from 'sharp';
import { REFERENCE_CATEGORIES } from '#shared/categories.ts';
import type { Uploads } from '#server/features/uploads/service.ts';

/**
 * Listing photos for demo and benchmark data, drawn locally (no network): an SVG — the category's colour gradient,
 * its icon large, and an optional caption — rendered to JPEG by sharp and stored through the app's uploads (the local
 * folder or S3, recorded without an owner), so they are content-addressed files with thumbnails like a user's upload.
 */
export type CategoryName = (typeof REFERENCE_CATEGORIES)[number]['name'];

export type PhotoStore = Pick<Uploads, 'saveUnowned'>;

type CategoryArt = { from: string; to: string; icon: string };

const WIDTH = 800;
const HEIGHT = 600;
const JPEG_QUALITY = 85;
const CAPTION_LINE_CHARS = 22;
const CAPTION_LINES = 2;

/** Icon path data from Lucide (ISC licence), the same icons the categories show on screen. */
const ART: Record<CategoryName, CategoryArt> = {
  Electrónicos: {
    from: '#2563eb',
    to: '#7c3aed',
    icon: '<rect width="14" height="20" x="5" y="2" rx="2" ry="2"/><path d="M12 18h.01"/>',
  },
  Ropa: {
    from: '#db2777',
    to: '#f59e0b',
    icon: '<path d="M20.38 3.46 16 2a4 4 0 0 1-8 0L3.62 3.46a2 2 0 0 0-1.34 2.23l.58 3.47a1 1 0 0 0 .99.84H6v10c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V10h2.15a1 1 0 0 0 .99-.84l.58-3.47a2 2 0 0 0-1.34-2.23z"/>',
  },
  Hogar: {
    from: '#f97316',
    to: '#be185d',
    icon: '<path d="M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"/><path d="M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"/>',
  },
  Vehículos: {
    from: '#0f766e',
    to: '#1e3a8a',
    icon: '<path d="M19 17h2c.6 0 1-.4 1-1v-3c0-.9-.7-1.7-1.5-1.9C18.7 10.6 16 10 16 10s-1.3-1.4-2.2-2.3c-.5-.4-1.1-.7-1.8-.7H5c-.6 0-1.1.4-1.4.9l-1.4 2.9A3.7 3.7 0 0 0 2 12v4c0 .6.4 1 1 1h2"/><circle cx="7" cy="17" r="2"/><path d="M9 17h6"/><circle cx="17" cy="17" r="2"/>',
  },
  Deportes: {
    from: '#16a34a',
    to: '#0891b2',
    icon: '<path d="M17.596 12.768a2 2 0 1 0 2.829-2.829l-1.768-1.767a2 2 0 0 0 2.828-2.829l-2.828-2.828a2 2 0 0 0-2.829 2.828l-1.767-1.768a2 2 0 1 0-2.829 2.829z"/><path d="m2.5 21.5 1.4-1.4"/><path d="m20.1 3.9 1.4-1.4"/><path d="M5.343 21.485a2 2 0 1 0 2.829-2.828l1.767 1.768a2 2 0 1 0 2.829-2.829l-6.364-6.364a2 2 0 1 0-2.829 2.829l1.768 1.767a2 2 0 0 0-2.828 2.829z"/><path d="m9.6 14.4 4.8-4.8"/>',
  },
  Libros: {
    from: '#92400e',
    to: '#ca8a04',
    icon: '<path d="M12 5v16"/><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"/>',
  },
  Herramientas: {
    from: '#475569',
    to: '#ea580c',
    icon: '<path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z"/>',
  },
  Servicios: {
    from: '#4f46e5',
    to: '#0d9488',
    icon: '<path d="M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16"/><rect width="20" height="14" x="2" y="6" rx="2"/>',
  },
  Restaurantes: {
    from: '#b91c1c',
    to: '#f59e0b',
    icon: '<path d="M3 2v7c0 1.1.9 2 2 2h4a2 2 0 0 0 2-2V2"/><path d="M7 2v20"/><path d="M21 15V2a5 5 0 0 0-5 5v6c0 1.1.9 2 2 2h3Zm0 0v7"/>',
  },
  'Food trucks': {
    from: '#9333ea',
    to: '#f43f5e',
    icon: '<path d="M14 18V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v11a1 1 0 0 0 1 1h2"/><path d="M15 18H9"/><path d="M19 18h2a1 1 0 0 0 1-1v-3.65a1 1 0 0 0-.22-.624l-3.48-4.35A1 1 0 0 0 17.52 8H14"/><circle cx="17" cy="18" r="2"/><circle cx="7" cy="18" r="2"/>',
  },
  'Puestos de comida': {
    from: '#65a30d',
    to: '#d97706',
    icon: '<path d="M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5"/><path d="M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244"/><path d="M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05"/>',
  },
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? '');

const clip = (line: string, more: boolean) =>
  line.length > CAPTION_LINE_CHARS || more ? `${line.slice(0, CAPTION_LINE_CHARS - 1).trimEnd()}…` : line;

/** At most two lines of about 22 characters, broken between words, with an ellipsis when the text is longer. */
export function captionLines(text: string): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = `${lines.at(-1) ?? ''} ${word}`;
    if (lines.length > 0 && joined.length <= CAPTION_LINE_CHARS) lines[lines.length - 1] = joined;
    else lines.push(word);
  }
  const kept = lines.slice(0, CAPTION_LINES);
  return kept.map((line, index) => clip(line, index === kept.length - 1 && lines.length > kept.length));
}

/** A captioned photo centres the icon above the caption; the others move, enlarge and turn it by variant. */
function layout(variant: number, captioned: boolean) {
  if (captioned) return { iconX: 280, iconY: 90, scale: 10, angle: 135 };
  return {
    iconX: 160 + (variant % 3) * 100,
    iconY: 60 + (variant % 2) * 80,
    scale: 13 + (variant % 3),
    angle: (variant * 45) % 180,
  };
}

function captionSvg(lines: string[]) {
  const lineHeight = 54;
  const top = HEIGHT - 70 - (lines.length - 1) * lineHeight;
  return lines
    .map(
      (line, index) =>
        `<text x="${WIDTH / 2}" y="${top + index * lineHeight}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="46" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
}

export function photoSvg(category: CategoryName, caption: string, variant: number): string {
  const art = ART[category];
  const lines = caption ? captionLines(caption) : [];
  const { iconX, iconY, scale, angle } = layout(variant, lines.length > 0);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
<circle cx="${640 - variant * 90}" cy="${110 + variant * 40}" r="190" fill="#ffffff" fill-opacity="0.09"/>
<circle cx="${120 + variant * 60}" cy="520" r="140" fill="#ffffff" fill-opacity="0.07"/>
<g transform="translate(${iconX} ${iconY}) scale(${scale})" fill="none" stroke="#ffffff" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" stroke-opacity="0.92">${art.icon}</g>
${captionSvg(lines)}
</svg>`;
}

/** Renders the photo and stores it as an upload; answers its URL (`/uploads/<sha256>.jpg`). */
export async function storeListingPhoto(
  uploads: PhotoStore,
  category: CategoryName,
  caption: string,
  variant = 0,
): Promise<string> {
  const jpeg = await sharp(Buffer.from(photoSvg(category, caption, variant)))
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
  return (await uploads.saveUnowned(jpeg)).url;
}

/** A few caption-less photos per category, for listings that reuse pictures: category name → URLs. */
export async function categoryPhotoPool(
  uploads: PhotoStore,
  variants: number,
): Promise<Map<CategoryName, string[]>> {
  const entries = await Promise.all(
    REFERENCE_CATEGORIES.map(async ({ name }) => {
      const urls = await Promise.all(
        Array.from({ length: variants }, (_, index) => storeListingPhoto(uploads, name, '', index + 1)),
      );
      return [name, urls] as const;
    }),
  );
  return new Map(entries);
}
