/**
 * Draws the installable app's icons from the favicon (the brand mark), into src/client/public/icons:
 *
 *   node scripts/generate-icons.ts
 *
 * The 192 and 512 px icons are the mark as it is; the maskable one fills the whole square with the brand colour and
 * keeps the pin inside the centre circle (80 %) that every launcher's mask leaves visible. The PNGs are committed:
 * run this again only when the favicon changes.
 */
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve('src/client/public');
const ICONS_DIR = path.join(PUBLIC_DIR, 'icons');
const BRAND_COLOUR = '#c2410c';
/** Share of the maskable icon the mark may take: inside the safe zone, with room to spare. */
const MASKABLE_MARK_SHARE = 0.6;

async function plainIcon(favicon: Buffer, size: number, name: string) {
  await sharp(favicon, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(ICONS_DIR, name));
}

/** The pin alone, drawn over a full-bleed square of the brand colour. */
async function maskableIcon(favicon: Buffer, size: number, name: string) {
  const markSize = Math.round(size * MASKABLE_MARK_SHARE);
  const pinOnly = favicon.toString().replace(/<rect[^>]*\/>/, '');
  const mark = await sharp(Buffer.from(pinOnly), { density: 72 * (markSize / 64) })
    .resize(markSize, markSize)
    .png()
    .toBuffer();
  const offset = Math.round((size - markSize) / 2);
  await sharp({ create: { width: size, height: size, channels: 4, background: BRAND_COLOUR } })
    .composite([{ input: mark, top: offset, left: offset }])
    .png()
    .toFile(path.join(ICONS_DIR, name));
}

async function main() {
  const favicon = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'));
  await mkdir(ICONS_DIR, { recursive: true });
  await plainIcon(favicon, 192, 'icon-192.png');
  await plainIcon(favicon, 512, 'icon-512.png');
  await plainIcon(favicon, 180, 'apple-touch-icon.png');
  await maskableIcon(favicon, 512, 'icon-maskable-512.png');
  console.log(`icons written to ${ICONS_DIR}`);
}

await main();
