import { createECDH } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
/** Padded to its full length: a key with leading zero bytes comes out shorter. */
const fullLength = (key: Buffer, bytes: number) =>
  key.length >= bytes ? key : Buffer.concat([Buffer.alloc(bytes - key.length), key]);

/**
 * A VAPID key pair as web-push writes one (a P-256 key: the uncompressed public point and the private scalar,
 * base64url), made with node:crypto so that an idle server never loads web-push.
 */
function newVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return {
    publicKey: fullLength(curve.getPublicKey(), 65).toString('base64url'),
    privateKey: fullLength(curve.getPrivateKey(), 32).toString('base64url'),
  };
}

export async function vapidKeysFor(config: Pick<Config, 'push' | 'dataDir'>): Promise<VapidKeys> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const file = path.join(config.dataDir, KEYS_FILE);
  const stored = await readKeys(file);
  if (stored) return stored;
  await mkdir(config.dataDir, { recursive: true });
  const generated = newVapidKeys();
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
