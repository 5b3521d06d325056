import { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '#server/config.ts';
import type { FileStorage } from './storage.ts';

/** A storage that stops answering must not hold requests: connecting and each request are bounded. */
const CONNECTION_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** The most keys one DeleteObjects request takes. */
const DELETE_BATCH = 1000;

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;

/**
 * Files as objects of one bucket of an S3-compatible storage (AWS S3, MinIO, R2…), keyed by their name, so every
 * instance of the app serves every upload. Without keys in the configuration the SDK finds credentials itself (the
 * AWS_* variables, an instance role).
 */
export function s3FileStorage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  return {
    async put(name, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: 'image/jpeg' }));
    },
    async open(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!(object.Body instanceof Readable)) throw new Error(`object ${name} has no readable body`);
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async has(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(names) {
      for (let start = 0; start < names.length; start += DELETE_BATCH) {
        const Objects = names.slice(start, start + DELETE_BATCH).map((Key) => ({ Key }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket, Delete: { Objects, Quiet: true } }),
        );
        const failed = answer.Errors ?? [];
        if (failed.length > 0) {
          throw new Error(
            `deleting ${failed.length} objects failed: ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
        }
      }
    },
    async close() {
      client.destroy();
    },
  };
}
