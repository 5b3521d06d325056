import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { and, arrayOverlaps, count, eq, gt, inArray, lt, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { isUploadUrl, thumbnailUrlOf, UPLOADS_PATH } from '#shared/upload-urls.ts';
import type { UploadedImage } from '#shared/uploads.ts';
import type { Config, S3Settings } from '#server/config.ts';
import type { Database, Executor } from '#server/db/client.ts';
import {
  communityPosts,
  messageImageUrl,
  messages,
  products,
  uploads as uploadRecords,
  users,
} from '#server/db/schema.ts';
import { isForeignKeyViolation } from '#server/db/errors.ts';
import { HttpError, unauthorized } from '#server/plugins/errors.ts';
import { decodeImageDataUrl, invalidImage, mediumOf, processImage, type ProcessedImage } from './images.ts';
import { localFileStorage, prefixedStorage, type FileStorage, type StoredFile } from './storage.ts';

/**
 * Uploaded images. Files are content-addressed: the name is the SHA-256 of the processed JPEG, so the
 * same picture uploaded twice is stored once, and a name never changes content (immutable caching). Each upload is
 * recorded (the `uploads` table) for the daily quota, the sweep of files nothing uses and the deletion of an account.
 */
export interface Uploads {
  /** Processes and stores an image sent by a user, within their daily quota (429 past it); not an image → 400. */
  save(input: Buffer, ownerId: number): Promise<UploadedImage>;
  /** Processes, stores and records an image no user sent (demo and benchmark photos): no owner, no quota. */
  saveUnowned(input: Buffer): Promise<UploadedImage>;
  /**
   * An image field of a request as it will be stored: an upload URL whose file exists stays as it is; a data URL is
   * saved as the owner's upload and becomes its URL. Anything else → 400.
   */
  resolve(reference: string, ownerId: number): Promise<string>;
  /** `resolve` for each, one after another. */
  resolveAll(references: readonly string[], ownerId: number): Promise<string[]>;
  /** Whether a URL names one of our uploads and its file is really there. */
  exists(url: string): Promise<boolean>;
  /**
   * A stored file for serving; undefined for any name that is not ours or not there. A medium copy missing beside its
   * main file (an upload stored before medium copies existed) is made from the main file and stored first.
   */
  open(name: string): Promise<StoredFile | undefined>;
  /** Whether a chat shows the file (a photo, its medium copy or its thumbnail): such files are served `private`. */
  isChatImage(name: string): Promise<boolean>;
  /**
   * Deletes the files (with their medium copies and thumbnails) of these URLs that nothing shows any more; for after
   * the deleting transaction committed. A file another row still shows stays (another user's identical picture). Logs
   * failures, never throws.
   */
  free(urls: Iterable<string>): Promise<void>;
  /** Deletes the files that nothing showed a day after their last upload; answers how many pictures went. */
  sweep(): Promise<number>;
  /** Stores a checked voice note's bytes under a new random name (VOICE_FILE_NAME) and answers the name. */
  saveVoice(bytes: Buffer, extension: string): Promise<string>;
  /** A stored voice note for its participants; undefined for a name that is not a voice note's or not there. */
  openVoice(name: string): Promise<StoredFile | undefined>;
  /** Deletes these voice notes' files, for after the deleting transaction committed. Logs failures, never throws. */
  deleteVoices(names: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** `<64 hex>.jpg`, `<64 hex>.medium.jpg` or `<64 hex>.thumb.jpg`: the only names ever written or served. */
const UPLOAD_FILE_NAME = /^[0-9a-f]{64}(?:\.medium|\.thumb)?\.jpg$/;
const MEDIUM_FILE_NAME = /^([0-9a-f]{64})\.medium\.jpg$/;
/**
 * `<32 hex>.voice.<webm|ogg|m4a>`: random, not content-addressed, so deleting one note never takes another's file; never
 * a name `GET /uploads/*` serves.
 */
const VOICE_FILE_NAME = /^[0-9a-f]{32}\.voice\.(?:webm|ogg|m4a)$/;

/**
 * Pictures one user may store in 24 hours. Filling five listings of five photos, a new avatar and a day of chat photos
 * is far below; what it bounds is the storage one account can fill.
 */
export const UPLOADS_PER_DAY = 300;
const DAY_SECONDS = 24 * 60 * 60;
/** A day ago by the database's clock: the quota's window, and how long an unused upload is kept. */
const dayAgo = sql`now() - interval '24 hours'`;

/** Upload URLs per query: a bounded number of parameters, however many files a reset frees or a sweep finds. */
const BATCH = 1000;

const urlOfHash = (hash: string) => `${UPLOADS_PATH}/${hash}.jpg`;
const hashOfUrl = (url: string) => url.slice(UPLOADS_PATH.length + 1, -'.jpg'.length);
const mainFileOf = (hash: string) => `${hash}.jpg`;
const mediumFileOf = (hash: string) => `${hash}.medium.jpg`;
const thumbnailFileOf = (hash: string) => `${hash}.thumb.jpg`;
const filesOf = (hash: string) => [mainFileOf(hash), mediumFileOf(hash), thumbnailFileOf(hash)];
/** The upload URL a stored file belongs to: its own, or its main file's for a medium copy or a thumbnail. */
const urlOfFile = (name: string) => `${UPLOADS_PATH}/${name.replace(/\.(?:medium|thumb)\.jpg$/, '.jpg')}`;

const hashOfImage = (image: ProcessedImage) => createHash('sha256').update(image.main).digest('hex');

/** Stores a processed image under its hash; storing the same image again changes nothing. */
async function storeImage(storage: FileStorage, hash: string, image: ProcessedImage): Promise<UploadedImage> {
  // The smaller copies first: once the main file exists, all three do (`exists` checks the main one).
  await storage.put(thumbnailFileOf(hash), image.thumbnail);
  await storage.put(mediumFileOf(hash), image.medium);
  await storage.put(mainFileOf(hash), image.main);
  const url = urlOfHash(hash);
  return { url, thumbnailUrl: thumbnailUrlOf(url), width: image.width, height: image.height };
}

/** Which of these upload URLs some row still shows: a product, a community post, an avatar or a chat image. */
async function referencedUploads(db: Executor, urls: string[]): Promise<Set<string>> {
  const [productRows, postRows, avatarRows, messageRows] = await Promise.all([
    db.select({ images: products.images }).from(products).where(arrayOverlaps(products.images, urls)),
    db
      .select({ images: communityPosts.images })
      .from(communityPosts)
      .where(arrayOverlaps(communityPosts.images, urls)),
    db.select({ url: users.profileImageUrl }).from(users).where(inArray(users.profileImageUrl, urls)),
    db.select({ url: messageImageUrl }).from(messages).where(inArray(messageImageUrl, urls)),
  ]);
  return new Set([
    ...productRows.flatMap((row) => row.images),
    ...postRows.flatMap((row) => row.images),
    ...avatarRows.flatMap((row) => (row.url ? [row.url] : [])),
    ...messageRows.map((row) => row.url),
  ]);
}

/** The URLs of every picture these users uploaded (that the sweep has not settled yet); for deleting their accounts. */
export async function uploadsOfUsers(tx: Executor, userIds: readonly number[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .selectDistinct({ hash: uploadRecords.hash })
    .from(uploadRecords)
    .where(inArray(uploadRecords.ownerId, [...userIds]));
  return rows.map((row) => urlOfHash(row.hash));
}

/** 429 once the user stored UPLOADS_PER_DAY pictures in the last 24 hours, until the oldest of them is a day old. */
async function assertWithinQuota(db: Database, ownerId: number) {
  const [usage] = await db
    .select({ stored: count(), oldest: min(uploadRecords.createdAt) })
    .from(uploadRecords)
    .where(and(eq(uploadRecords.ownerId, ownerId), gt(uploadRecords.createdAt, dayAgo)));
  if (!usage || usage.stored < UPLOADS_PER_DAY) return;
  const oldest = usage.oldest ? new Date(usage.oldest).getTime() : Date.now();
  const seconds = Math.max(1, Math.ceil((oldest + DAY_SECONDS * 1000 - Date.now()) / 1000));
  throw new HttpError(429, 'api.uploadQuotaReached', {
    values: { count: UPLOADS_PER_DAY },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Hashes whose every record is over a day old: their pictures had a day to be used. */
async function staleHashes(db: Database): Promise<string[]> {
  const rows = await db
    .selectDistinct({ hash: uploadRecords.hash })
    .from(uploadRecords)
    .where(lt(uploadRecords.createdAt, dayAgo))
    .limit(BATCH);
  return rows.map((row) => row.hash);
}

/** S3's SDK holds about 30 MB once loaded: it is loaded at the first file operation, and only when S3 is configured. */
function lazyS3Storage(settings: S3Settings): FileStorage {
  let storage: Promise<FileStorage> | undefined;
  const loaded = () =>
    (storage ??= import('./s3-storage.ts').then((module) => module.s3FileStorage(settings)));
  return {
    put: async (name, bytes) => (await loaded()).put(name, bytes),
    open: async (name) => (await loaded()).open(name),
    has: async (name) => (await loaded()).has(name),
    delete: async (names) => (await loaded()).delete(names),
    close: async () => {
      if (storage) await (await storage).close();
    },
  };
}

/** Uploads in S3 when it is configured, otherwise in the local upload folder. */
export function uploadsFor(
  db: Database,
  config: Pick<Config, 's3' | 'uploadDir'>,
  log: Pick<FastifyBaseLogger, 'error'>,
): Uploads {
  return createUploads(db, config.s3 ? lazyS3Storage(config.s3) : localFileStorage(config.uploadDir), log);
}

/**
 * Where images that must never be public live (identity check photos): a folder beside nothing that is served (the
 * `identity` folder of UPLOAD_DIR, whose names `/uploads/*` never serves) or the `identity/` prefix of the bucket.
 * Nothing serves them but the admin-only route that streams them.
 */
export function privateImagesFor(config: Pick<Config, 's3' | 'uploadDir'>): FileStorage {
  return config.s3
    ? prefixedStorage(lazyS3Storage(config.s3), 'identity/')
    : localFileStorage(path.join(config.uploadDir, 'identity'));
}

function createUploads(db: Database, storage: FileStorage, log: Pick<FastifyBaseLogger, 'error'>): Uploads {
  const exists = async (url: string) => isUploadUrl(url) && storage.has(mainFileOf(hashOfUrl(url)));

  async function save(input: Buffer, ownerId: number | null) {
    if (ownerId !== null) await assertWithinQuota(db, ownerId);
    const image = await processImage(input);
    const hash = hashOfImage(image);
    // Recorded before it is stored, so every file stored has a record for the sweep to find.
    await db
      .insert(uploadRecords)
      .values({ hash, ownerId })
      .catch((error: unknown) => {
        // The account was deleted while its upload was under way: it has no session any more.
        throw isForeignKeyViolation(error) ? unauthorized() : error;
      });
    return storeImage(storage, hash, image);
  }

  /** Medium copies being made, by hash: concurrent first requests for one wait for the same work. */
  const makingMedium = new Map<string, Promise<boolean>>();

  /**
   * Makes and stores the medium copy of an upload stored before medium copies existed; false when its main file is not
   * there. A copy stored just after its upload was freed is deleted again, so no copy outlives its main file.
   */
  async function storeMissingMedium(hash: string): Promise<boolean> {
    const main = await storage.open(mainFileOf(hash));
    if (!main) return false;
    await storage.put(mediumFileOf(hash), await mediumOf(await buffer(main.stream)));
    if (await storage.has(mainFileOf(hash))) return true;
    await storage.delete([mediumFileOf(hash)]);
    return false;
  }

  function missingMedium(hash: string): Promise<boolean> {
    let making = makingMedium.get(hash);
    if (!making) {
      making = storeMissingMedium(hash).finally(() => makingMedium.delete(hash));
      makingMedium.set(hash, making);
    }
    return making;
  }

  async function open(name: string) {
    if (!UPLOAD_FILE_NAME.test(name)) return undefined;
    const file = await storage.open(name);
    const mediumHash = MEDIUM_FILE_NAME.exec(name)?.[1];
    if (file || !mediumHash) return file;
    return (await missingMedium(mediumHash)) ? storage.open(name) : undefined;
  }

  async function resolve(reference: string, ownerId: number) {
    if (!isUploadUrl(reference)) return (await save(decodeImageDataUrl(reference), ownerId)).url;
    if (!(await exists(reference))) throw invalidImage();
    return reference;
  }

  async function deleteUnreferenced(urls: Iterable<string>) {
    const candidates = [...new Set(urls)].filter(isUploadUrl);
    for (let start = 0; start < candidates.length; start += BATCH) {
      const batch = candidates.slice(start, start + BATCH);
      const referenced = await referencedUploads(db, batch);
      const unreferenced = batch.filter((url) => !referenced.has(url));
      await storage.delete(unreferenced.flatMap((url) => filesOf(hashOfUrl(url))));
    }
  }

  /**
   * One batch of the sweep. The records go first: the same picture uploaded again meanwhile leaves a newer record,
   * which keeps its file. Referenced pictures lose their record too: whatever stops showing them frees them.
   */
  async function sweepBatch(hashes: string[]) {
    const referenced = await referencedUploads(db, hashes.map(urlOfHash));
    await db
      .delete(uploadRecords)
      .where(and(inArray(uploadRecords.hash, hashes), lt(uploadRecords.createdAt, dayAgo)));
    const renewed = await db
      .selectDistinct({ hash: uploadRecords.hash })
      .from(uploadRecords)
      .where(inArray(uploadRecords.hash, hashes));
    const kept = new Set([...referenced].map(hashOfUrl).concat(renewed.map((row) => row.hash)));
    const orphans = hashes.filter((hash) => !kept.has(hash));
    await storage.delete(orphans.flatMap(filesOf));
    return orphans.length;
  }

  return {
    save,
    saveUnowned: (input) => save(input, null),
    resolve,
    async resolveAll(references, ownerId) {
      const urls: string[] = [];
      for (const reference of references) urls.push(await resolve(reference, ownerId));
      return urls;
    },
    exists,
    open,
    async isChatImage(name) {
      const url = urlOfFile(name);
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .where(and(eq(messages.type, 'image'), eq(messageImageUrl, url)))
        .limit(1);
      return row !== undefined;
    },
    async free(urls) {
      await deleteUnreferenced(urls).catch((error: unknown) =>
        log.error({ err: error }, 'deleting unreferenced uploads failed'),
      );
    },
    async sweep() {
      let deleted = 0;
      for (;;) {
        const hashes = await staleHashes(db);
        if (hashes.length > 0) deleted += await sweepBatch(hashes);
        if (hashes.length < BATCH) return deleted;
      }
    },
    async saveVoice(bytes, extension) {
      const name = `${randomBytes(16).toString('hex')}.voice.${extension}`;
      await storage.put(name, bytes);
      return name;
    },
    openVoice: async (name) => (VOICE_FILE_NAME.test(name) ? storage.open(name) : undefined),
    async deleteVoices(names) {
      await storage
        .delete(names.filter((name) => VOICE_FILE_NAME.test(name)))
        .catch((error: unknown) => log.error({ err: error }, 'deleting voice notes failed'));
    },
    close: () => storage.close(),
  };
}
