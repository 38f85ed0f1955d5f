import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { ConfigError, type S3PhotoStoreConfig } from '../../config';
import { newPhotoKey, photoPath, userPrefix } from './photo-key';
import type { PhotoRestore, PhotoStore } from './photo-store';

/** Copies and deletes of a restore run this many at a time. */
const PARALLEL_REQUESTS = 8;
/** A photo's path inside the store, as photoPath makes it. */
const PHOTO_PATH = /^\d+\/photos\/[A-Za-z0-9_-]{43}\.webp$/;

const isMissing = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

async function inBatches<T>(items: readonly T[], each: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += PARALLEL_REQUESTS) await Promise.all(items.slice(start, start + PARALLEL_REQUESTS).map(each));
}

/** Why the bucket cannot be used, in words an operator can act on. */
function problemOf(error: unknown, bucket: string): string {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return `PHOTO_STORE: the bucket ${bucket} does not exist; create it first`;
  if (status === 401 || status === 403) return `PHOTO_STORE: access to the bucket ${bucket} was refused; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY`;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return `PHOTO_STORE: cannot reach the bucket ${bucket} (${reason}); check AWS_REGION and AWS_ENDPOINT_URL_S3`;
}

/**
 * Photos in an S3 bucket (AWS, or any S3-compatible store such as MinIO through
 * AWS_ENDPOINT_URL_S3), at `<prefix><userId>/photos/<key>.webp`, the same layout as on disk.
 */
export function createS3PhotoStore({ bucket, prefix, region, endpoint, credentials }: S3PhotoStoreConfig): PhotoStore {
  const client = new S3Client({
    region,
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores reject the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (userId: number, key: string) => `${prefix}${photoPath(userId, key)}`;

  const get = (Key: string): Promise<GetObjectCommandOutput | null> =>
    client.send(new GetObjectCommand({ Bucket: bucket, Key })).catch((error: unknown) => {
      if (isMissing(error)) return null;
      throw error;
    });
  const put = (Key: string, webp: Buffer) => client.send(new PutObjectCommand({ Bucket: bucket, Key, Body: webp, ContentType: 'image/webp' }));
  const remove = (Key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }));

  async function keysUnder(Prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    description: `s3://${bucket}/${prefix}`,

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket })).catch((error: unknown) => {
        throw new ConfigError([problemOf(error, bucket)]);
      });
    },

    async save(userId, webp) {
      // 256 random bits never collide; conditional writes (If-None-Match) are not in every S3-compatible store.
      const key = newPhotoKey();
      await put(objectKey(userId, key), webp);
      return key;
    },

    async read(userId, key) {
      const object = await get(objectKey(userId, key));
      if (!object?.Body) return null;
      return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
    },

    async readAll(userId, key) {
      const object = await get(objectKey(userId, key));
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },

    async remove(userId, key) {
      if (key) await remove(objectKey(userId, key));
    },

    async removeAllOf(userId) {
      await inBatches(await keysUnder(`${prefix}${userPrefix(userId)}`), remove);
    },

    /** Staged under a prefix of its own, then copied into place; a bucket has no rename. */
    async beginRestore(): Promise<PhotoRestore> {
      const staging = `${prefix}.restoring-${randomBytes(6).toString('hex')}/`;
      const staged: string[] = [];
      const dropStaged = async () => inBatches(await keysUnder(staging), remove);
      return {
        async put(userId, key, webp) {
          const path = photoPath(userId, key);
          await put(`${staging}${path}`, webp);
          staged.push(path);
        },
        async commit() {
          await inBatches(staged, (path) =>
            client.send(new CopyObjectCommand({ Bucket: bucket, Key: `${prefix}${path}`, CopySource: `${bucket}/${encodeURI(`${staging}${path}`)}` })),
          );
          const kept = new Set(staged);
          // Only objects laid out as photos are ours to delete: anything else in the bucket is left alone.
          const replaced = (await keysUnder(prefix)).filter((key) => {
            const path = key.slice(prefix.length);
            return PHOTO_PATH.test(path) && !kept.has(path);
          });
          await inBatches(replaced, remove);
          await dropStaged();
        },
        discard: dropStaged,
      };
    },
  };
}
