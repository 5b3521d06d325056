import { describe, expect, it } from 'vitest';
import { readConfig } from '#server/config.ts';

describe('upload storage settings (readConfig)', () => {
  it('keeps uploads in the local folder unless S3_BUCKET is set', () => {
    expect(readConfig({ UPLOAD_DIR: '/srv/uploads' })).toMatchObject({
      uploadDir: '/srv/uploads',
      s3: undefined,
    });
  });

  it('reads an S3-compatible bucket with its endpoint, path style and keys', () => {
    const config = readConfig({
      S3_BUCKET: 'cerquita',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.s3).toEqual({
      bucket: 'cerquita',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it('leaves credentials to the SDK when no keys are given (an instance role)', () => {
    expect(readConfig({ S3_BUCKET: 'cerquita', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'cerquita',
      region: 'eu-west-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ['one key without the other', { S3_BUCKET: 'cerquita', S3_ACCESS_KEY_ID: 'key' }, /go together/],
    ['S3 settings without a bucket', { S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET/],
    ['keys without a bucket', { S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_BUCKET/],
    ['an endpoint that is no URL', { S3_BUCKET: 'cerquita', S3_ENDPOINT: 'minio' }, /S3_ENDPOINT/],
    ['an empty bucket name', { S3_BUCKET: '' }, /S3_BUCKET/],
  ])('refuses to start with %s', (_label, env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });
});
