import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';

/** Where every benchmark writes its results, each in a section of its own. */
export const BENCHMARKS_DOC = 'docs/benchmarks.md';

/** The value below which `share` of the sorted values lie (nearest rank). */
export function percentile(sorted: readonly number[], share: number) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? Number.NaN;
}

/** Replaces one benchmark's section of docs/benchmarks.md (between its markers), keeping the others; Prettier-formatted. */
export async function writeSection(name: string, body: string) {
  const start = `<!-- bench:${name}:start -->`;
  const end = `<!-- bench:${name}:end -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const text = existsSync(BENCHMARKS_DOC)
    ? await readFile(BENCHMARKS_DOC, 'utf8')
    : '# Benchmarks\n\nWritten by `npm run bench`; each run replaces its own sections.\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${text.slice(0, from)}${block}${text.slice(to + end.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(
    BENCHMARKS_DOC,
    await format(next, { ...(await resolveConfig(BENCHMARKS_DOC)), filepath: BENCHMARKS_DOC }),
  );
}
