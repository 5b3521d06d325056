import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** Any key pair: the fake server checks signatures against these. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'cerquita-test';
const REGION = 'us-east-1';

type S3TestServer = {
  /** The S3_* variables that point the app at this server's bucket. */
  env: Record<string, string>;
  /** Every object name in the bucket. */
  objectNames(): Promise<string[]>;
  /** Removes one object, as if it had never been stored. */
  deleteObject(name: string): Promise<void>;
  close(): Promise<void>;
};

/** An S3-compatible server on a free loopback port, keeping its objects in a temporary folder removed at close. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cerquita-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: REGION, endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    async objectNames() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }),
        );
        names.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.NextContinuationToken;
      } while (token);
      return names;
    },
    async deleteObject(name) {
      await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: name }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
