import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '#server/config.ts';

export type VapidKeys = { publicKey: string; privateKey: string };

const vapidKeysSchema = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

const KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID key pair pushes are signed with: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise a pair generated
 * on the first start and kept in DATA_DIR, so subscriptions stay valid across restarts. Several instances starting at
 * once on one folder keep the first pair written.
 */
export async function vapidKeysFor(config: Pick<Config, 'push' | 'dataDir'>): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, KEYS_FILE);
  const stored = await readKeys(file);
  if (stored) return stored;
  await mkdir(config.dataDir, { recursive: true });
  const generated = webpush.generateVAPIDKeys();
  try {
    await writeFile(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
    return generated;
  } catch (error) {
    const written = await readKeys(file);
    if (written) return written;
    throw error;
  }
}

async function readKeys(file: string): Promise<VapidKeys | undefined> {
  try {
    return vapidKeysSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}
