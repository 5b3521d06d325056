import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text the browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves less than its own response headers cost. */
const MIN_BYTES = 1024;

async function filesBelow(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const variants = [
    {
      extension: '.br',
      bytes: await brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    },
    { extension: '.gz', bytes: await gzipped(content, { level: constants.Z_BEST_COMPRESSION }) },
  ];
  for (const { extension, bytes } of variants) {
    if (bytes.length < content.length) await writeFile(`${file}${extension}`, bytes);
  }
}

/**
 * Writes a brotli (best quality) and a gzip copy beside every text file of the build, so the server sends them as
 * they are (`preCompressed` of @fastify/static) instead of compressing each response again at a fast, weak level.
 */
export function precompressBuild(): Plugin {
  let outDir = '';
  return {
    name: 'cerquita-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await filesBelow(outDir);
      await Promise.all(files.filter((file) => COMPRESSIBLE.test(file)).map(precompress));
    },
  };
}
