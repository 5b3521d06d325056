import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIRST_LOADS, LAYOUT_CALLS, matchFirstLoad, withProductId } from '#shared/first-load.ts';
import { SESSION_COOKIE } from './session.ts';

/** What the build's manifest says of a module: its file and the modules it imports statically. */
type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** A file of the build, read again only when a deploy replaced it. */
function builtFile<T>(file: string, read: (text: string) => T): () => Promise<T> {
  let cached: { modifiedMs: number; value: T } | undefined;
  return async () => {
    const { mtimeMs } = await stat(file);
    if (cached?.modifiedMs !== mtimeMs) {
      cached = { modifiedMs: mtimeMs, value: read(await readFile(file, 'utf8')) };
    }
    return cached.value;
  };
}

/** The screen module (as the manifest names it, from src/client) a first load opens and the API calls it makes first. */
export type FirstLoad = { screen: string; calls: string[] };

/** The entry of the first-load table for a path, and the listing id the path carries. */
function tableEntryOf(pathname: string, signedIn: boolean) {
  for (const entry of FIRST_LOADS) {
    if (entry.signedIn !== signedIn) continue;
    for (const path of entry.paths) {
      const match = matchFirstLoad(path, pathname);
      if (match) return { entry, productId: match.productId };
    }
  }
  return undefined;
}

/** The screen a first load of the path opens and its first calls, by the first-load table (src/shared/first-load.ts). */
export function firstLoadOf({ pathname, search }: URL, signedIn: boolean): FirstLoad | undefined {
  const found = tableEntryOf(pathname, signedIn);
  if (!found) return undefined;
  const { entry, productId } = found;
  const screenCalls = entry.callsOnlyWithoutQuery && search !== '' ? [] : entry.calls;
  return {
    screen: entry.screen,
    calls: [...screenCalls.map((call) => withProductId(call, productId)), ...(signedIn ? LAYOUT_CALLS : [])],
  };
}

/** Adds the built file of `key` and of everything it imports statically. */
function collectFiles(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collectFiles(manifest, imported, into);
  return into;
}

/**
 * Each screen's modulepreload links, worked out once per build: the built files of the screen, of what it imports as
 * it first renders and of everything those import statically, the entry's own excluded (index.html links them).
 */
function screenPreloads(manifest: Manifest): Map<string, string[]> {
  const entryFiles = collectFiles(manifest, 'index.html', new Set());
  return new Map(
    FIRST_LOADS.map(({ screen, firstRenderImports }) => {
      const files = new Set<string>();
      for (const module of [screen, ...firstRenderImports]) collectFiles(manifest, module, files);
      const links = [...files]
        .filter((file) => !entryFiles.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      return [screen, links];
    }),
  );
}

/**
 * The page with `markup` added at the end of its head. The replacement is a function: a replacement string would
 * expand `$&`, `` $` ``, `$'` and `$1` in it, and markup can carry people's text (a listing's title in its preview tags).
 */
export const withHeadEnd = (html: string, markup: string) =>
  html.replace('</head>', () => `  ${markup}\n  </head>`);

const USER_PRELOAD = /\s*<link rel="preload" href="\/api\/user"[^>]*>/;
/** Read by src/client/lib/current-user.ts: this request carried no session, so there is no user to ask for. */
const NO_SESSION_META = '<meta name="session" content="none" />';

/**
 * index.html for a browser path: preloads for the screen it opens (its chunks and first API calls start with the
 * page's own scripts instead of after them) and, when the request carries no session, no preload of `/api/user` and a
 * note saying so, so the client does not ask and log the 401. The service worker answers later navigations with the
 * page as built, which asks as before.
 */
export function clientPage(clientDir: string): (request: FastifyRequest) => Promise<string> {
  const indexHtml = builtFile(path.join(clientDir, 'index.html'), (text) => text);
  const preloads = builtFile(path.join(clientDir, '.vite', 'manifest.json'), (text) =>
    screenPreloads(JSON.parse(text)),
  );
  return async (request) => {
    const html = await indexHtml();
    const signedIn = request.cookies[SESSION_COOKIE] !== undefined;
    const firstLoad = firstLoadOf(new URL(request.url, 'http://path.only'), signedIn);
    // A build without its manifest (an older one) gets no chunk preloads.
    const chunkLinks = firstLoad
      ? ((await preloads().catch(() => undefined))?.get(firstLoad.screen) ?? [])
      : [];
    const links = [
      ...chunkLinks,
      ...(firstLoad?.calls ?? []).map(
        (call) => `<link rel="preload" href="${call}" as="fetch" crossorigin="use-credentials">`,
      ),
      ...(signedIn ? [] : [NO_SESSION_META]),
    ];
    const page = signedIn ? html : html.replace(USER_PRELOAD, '');
    return links.length === 0 ? page : withHeadEnd(page, links.join('\n    '));
  };
}
