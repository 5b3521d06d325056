import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file opened for serving. */
export type StoredFile = { stream: Readable; size: number };

/**
 * Where upload files live: a local folder or an S3-compatible bucket. Names are only ever `<sha256>.jpg`,
 * `<sha256>.medium.jpg` and `<sha256>.thumb.jpg` (UPLOAD_FILE_NAME) or a voice note's `<random>.voice.<ext>`
 * (VOICE_FILE_NAME), checked by the caller; a name never changes content.
 */
export interface FileStorage {
  /** Stores the bytes under the name; storing a name that exists changes nothing. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file for serving; undefined when it is not there. */
  open(name: string): Promise<StoredFile | undefined>;
  has(name: string): Promise<boolean>;
  /** Deletes these files; names that are not there are skipped. */
  delete(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

const isMissing = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR');

async function isFile(filePath: string) {
  try {
    return (await stat(filePath)).isFile();
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Writes a file under its final name at most once: a temporary file, flushed, then renamed (atomic on one disk). */
async function writeOnce(directory: string, name: string, bytes: Buffer) {
  const target = path.join(directory, name);
  if (await isFile(target)) return;
  const temporary = path.join(directory, `.${name}.${randomBytes(8).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx');
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function openFile(filePath: string): Promise<StoredFile | undefined> {
  let handle;
  try {
    handle = await open(filePath, 'r');
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) {
      await handle.close();
      return undefined;
    }
    return { stream: handle.createReadStream(), size: stats.size };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Files in one folder of this machine (UPLOAD_DIR), created on the first write. */
export function localFileStorage(directory: string): FileStorage {
  const fileOf = (name: string) => path.join(directory, name);
  return {
    async put(name, bytes) {
      await mkdir(directory, { recursive: true });
      await writeOnce(directory, name, bytes);
    },
    open: (name) => openFile(fileOf(name)),
    has: (name) => isFile(fileOf(name)),
    async delete(names) {
      await Promise.all(names.map((name) => rm(fileOf(name), { force: true })));
    },
    close: async () => {},
  };
}

/** The same storage with every name under `prefix` (a folder of a bucket): files of another kind kept apart. */
export function prefixedStorage(storage: FileStorage, prefix: string): FileStorage {
  const keyOf = (name: string) => `${prefix}${name}`;
  return {
    put: (name, bytes) => storage.put(keyOf(name), bytes),
    open: (name) => storage.open(keyOf(name)),
    has: (name) => storage.has(keyOf(name)),
    delete: (names) => storage.delete(names.map(keyOf)),
    close: () => storage.close(),
  };
}
