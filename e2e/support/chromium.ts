import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** How the browser tests and the screenshots start Chromium: headless in a container, nothing fetched on its own. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * Finds the Chromium that the browser tests drive, in this order:
 * 1. `CHROME_PATH`;
 * 2. Playwright's browser cache (`PLAYWRIGHT_BROWSERS_PATH` or `~/.cache/ms-playwright`), newest revision first;
 * 3. Debian's `/usr/bin/chromium`.
 * Throws with install instructions when none exists: browser tests never skip.
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string {
  const tried: string[] = [];

  const fromEnv = env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    throw new Error(
      `CHROME_PATH is set to ${fromEnv}, but no executable file is there. ` +
        'Point it at a Chromium/Chrome binary or unset it.',
    );
  }

  const caches = [env.PLAYWRIGHT_BROWSERS_PATH, path.join(os.homedir(), '.cache', 'ms-playwright')].filter(
    (dir): dir is string => Boolean(dir) && dir !== '0',
  );
  for (const cache of caches) {
    for (const candidate of playwrightCacheCandidates(cache)) {
      tried.push(candidate);
      if (isExecutable(candidate)) return candidate;
    }
    if (!tried.some((p) => p.startsWith(cache))) tried.push(`${cache}/chromium*/chrome-linux*/chrome`);
  }

  const system = '/usr/bin/chromium';
  tried.push(system);
  if (isExecutable(system)) return system;

  throw new Error(
    [
      'No Chromium found for the browser tests. Looked at:',
      '  - CHROME_PATH (unset)',
      ...tried.map((p) => `  - ${p}`),
      'Install one of:',
      '  apt-get install -y chromium            (Debian/Ubuntu, gives /usr/bin/chromium)',
      '  npx playwright install chromium        (into ~/.cache/ms-playwright)',
      'or set CHROME_PATH to an existing Chromium/Chrome binary.',
    ].join('\n'),
  );
}

function playwrightCacheCandidates(cache: string): string[] {
  let entries: string[];
  try {
    entries = fs.readdirSync(cache);
  } catch {
    return [];
  }
  const revisions = entries
    .filter((name) => /^chromium(-\d+)?$/.test(name))
    .sort((a, b) => revisionOf(b) - revisionOf(a));
  const candidates: string[] = [];
  for (const revision of revisions) {
    const dir = path.join(cache, revision);
    let platforms: string[];
    try {
      platforms = fs.readdirSync(dir).filter((name) => name.startsWith('chrome-linux'));
    } catch {
      continue;
    }
    for (const platform of platforms.sort().reverse()) candidates.push(path.join(dir, platform, 'chrome'));
  }
  return candidates;
}

function revisionOf(name: string): number {
  const match = /-(\d+)$/.exec(name);
  return match?.[1] ? Number(match[1]) : 0;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
