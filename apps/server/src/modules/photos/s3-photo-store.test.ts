import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { DEFAULT_PASSWORD } from '../../../test/factories';
import { solidImage } from '../../../test/images';
import { asUser } from '../../../test/people';
import { startS3Server, type S3Server } from '../../../test/s3-server';
import { ConfigError, loadConfig, type S3PhotoStoreConfig } from '../../config';
import { createPhotoStore, type PhotoStore } from './photo-store';

const PHOTO_URL = /^\/api\/kindreds\/\d+\/photo\/([A-Za-z0-9_-]{43})\.webp$/;

describe('photos in an S3 bucket (s3rver)', () => {
  let s3: S3Server;
  let bucket: S3Client;
  let config: S3PhotoStoreConfig;
  beforeAll(async () => {
    s3 = await startS3Server();
    config = loadConfig({ ...s3.env(), LOG_LEVEL: 'silent' }).photoStore as S3PhotoStoreConfig;
    bucket = new S3Client({ region: 'us-east-1', endpoint: s3.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  });
  afterAll(async () => {
    bucket.destroy();
    await s3.close();
  });

  /** Every object key in the bucket, as another client sees it. */
  const objects = async (Prefix = '') => ((await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix }))).Contents ?? []).map((o) => o.Key!).sort();
  const objectBytes = async (Key: string) => Buffer.from(await (await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))).Body!.transformToByteArray());
  const storeAt = (prefix: string): PhotoStore => createPhotoStore({ ...config, prefix });
  const streamed = async (store: PhotoStore, userId: number, key: string) => {
    const photo = await store.read(userId, key);
    if (!photo) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of photo.stream) chunks.push(chunk as Buffer);
    return { size: photo.size, bytes: Buffer.concat(chunks) };
  };

  it('reads PHOTO_STORE and the AWS variables, with or without a key prefix', () => {
    expect(config).toEqual({
      kind: 's3',
      bucket: 'kindred-photos',
      prefix: '',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    expect(loadConfig({ ...s3.env('s3://kindred-photos/tenant-a/photos/') }).photoStore).toMatchObject({ bucket: 'kindred-photos', prefix: 'tenant-a/photos/' });
  });

  it('saves, reads, streams and deletes a photo; a missing key reads as none and deletes quietly', async () => {
    const store = storeAt('unit/');
    const webp = await solidImage('webp');
    const key = await store.save(7, webp);
    expect(await objects('unit/')).toEqual([`unit/7/photos/${key}.webp`]);
    expect(await objectBytes(`unit/7/photos/${key}.webp`)).toEqual(webp);
    expect(await streamed(store, 7, key)).toEqual({ size: webp.length, bytes: webp });
    expect(await store.readAll(7, key)).toEqual(webp);

    expect(await store.read(8, key)).toBeNull();
    expect(await store.readAll(7, 'A'.repeat(43))).toBeNull();
    await store.remove(7, key);
    await store.remove(7, key);
    await store.remove(7, null);
    expect(await store.read(7, key)).toBeNull();
    expect(await objects('unit/')).toEqual([]);
  });

  it("deletes every photo of one user and nobody else's", async () => {
    const store = storeAt('accounts/');
    const webp = await solidImage('webp');
    const [a1, a2, b1] = [await store.save(1, webp), await store.save(1, webp), await store.save(11, webp)];
    await store.removeAllOf(1);
    expect(await objects('accounts/')).toEqual([`accounts/11/photos/${b1}.webp`]);
    expect([await store.read(1, a1), await store.read(1, a2)]).toEqual([null, null]);
  });

  it('restores: staged photos replace the old ones on commit, a discard changes nothing, and objects that are not photos stay', async () => {
    const store = storeAt('restore/');
    const [old, kept] = [await solidImage('webp', 10, 10), await solidImage('webp', 20, 20)];
    const oldKey = await store.save(3, old);
    await bucket.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'restore/README.txt', Body: 'not a photo' }));

    const discarded = await store.beginRestore();
    await discarded.put(4, 'B'.repeat(43), kept);
    await discarded.discard();
    expect(await objects('restore/')).toEqual(['restore/3/photos/' + oldKey + '.webp', 'restore/README.txt'].sort());

    const restore = await store.beginRestore();
    await restore.put(4, 'B'.repeat(43), kept);
    expect(await store.read(4, 'B'.repeat(43))).toBeNull();
    await restore.commit();
    expect(await objects('restore/')).toEqual([`restore/4/photos/${'B'.repeat(43)}.webp`, 'restore/README.txt']);
    expect(await store.readAll(4, 'B'.repeat(43))).toEqual(kept);
  });

  it('fails the start with a clear message for a bucket that does not exist or refused credentials', async () => {
    await expect(createPhotoStore(config).check()).resolves.toBeUndefined();
    const missing = createPhotoStore({ ...config, bucket: 'no-such-bucket' }).check();
    await expect(missing).rejects.toBeInstanceOf(ConfigError);
    await expect(missing).rejects.toThrow('PHOTO_STORE: the bucket no-such-bucket does not exist; create it first');
    await expect(createPhotoStore({ ...config, credentials: { accessKeyId: 'nobody', secretAccessKey: 'S3RVER' } }).check()).rejects.toThrow(
      'PHOTO_STORE: access to the bucket kindred-photos was refused; check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: s3.env('s3://kindred-photos/api/') });
    });
    afterAll(() => t.close());

    const upload = async (kindredId: number, headers: Record<string, string>) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await solidImage('png'))], { type: 'image/png' }), 'photo.png');
      const encoded = new Response(form);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/kindreds/${kindredId}/photo`,
        headers: { ...headers, 'content-type': encoded.headers.get('content-type')! },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(response.statusCode).toBe(200);
      return response.json().photoUrl as string;
    };

    it('stores an upload in the bucket, serves it, and answers 404 once its object is gone', async () => {
      const owner = await asUser(t);
      const sarah = await owner.addKindred('Sarah', 'Sister');
      const photoUrl = await upload(sarah.id, owner.headers);
      const objectKey = `api/${owner.user.id}/photos/${PHOTO_URL.exec(photoUrl)![1]}.webp`;
      expect(await objects(`api/${owner.user.id}/`)).toEqual([objectKey]);

      const served = await t.app.inject({ method: 'GET', url: photoUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
      expect(served.rawPayload).toEqual(await objectBytes(objectKey));

      await bucket.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: objectKey }));
      const gone = await t.app.inject({ method: 'GET', url: photoUrl });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ code: 'NOT_FOUND' });
    });

    it('deletes the object when the photo is replaced, removed, or its person or account is deleted', async () => {
      const owner = await asUser(t);
      const prefix = `api/${owner.user.id}/`;
      const sarah = await owner.addKindred('Sarah', 'Sister');
      const first = await upload(sarah.id, owner.headers);
      const second = await upload(sarah.id, owner.headers);
      expect(await objects(prefix)).toEqual([`${prefix}photos/${PHOTO_URL.exec(second)![1]}.webp`]);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

      expect((await owner.call('DELETE', `/api/kindreds/${sarah.id}/photo`)).statusCode).toBe(200);
      expect(await objects(prefix)).toEqual([]);

      const tom = await owner.addKindred('Tom', 'Friend');
      await upload(tom.id, owner.headers);
      expect((await owner.call('DELETE', `/api/kindreds/${tom.id}`)).statusCode).toBe(204);
      expect(await objects(prefix)).toEqual([]);

      const nora = await owner.addKindred('Nora', 'Friend');
      await upload(nora.id, owner.headers);
      expect(await objects(prefix)).toHaveLength(1);
      expect((await owner.call('DELETE', '/api/users/me', { password: DEFAULT_PASSWORD })).statusCode).toBe(204);
      expect(await objects(prefix)).toEqual([]);
    });

    it('backs up the photos in the bucket, and a restore puts them back and removes the ones added since', async () => {
      const work = await mkdtemp(join(tmpdir(), 'kindred-s3-backup-'));
      try {
        const owner = await asUser(t);
        const prefix = `api/${owner.user.id}/`;
        const sarah = await owner.addKindred('Sarah', 'Sister');
        const photoUrl = await upload(sarah.id, owner.headers);
        const before = await objects(prefix);
        const bytes = await objectBytes(before[0]!);

        const file = join(work, 'kindred.backup');
        expect((await t.services.backup.backup(file)).photos).toBeGreaterThanOrEqual(1);
        const tom = await owner.addKindred('Tom', 'Friend');
        await upload(tom.id, owner.headers);
        expect(await objects(prefix)).toHaveLength(2);

        await t.services.backup.restore(file, { force: true });
        expect(await objects(prefix)).toEqual(before);
        expect(await objectBytes(before[0]!)).toEqual(bytes);
        expect((await t.app.inject({ method: 'GET', url: photoUrl })).rawPayload).toEqual(bytes);
      } finally {
        await rm(work, { recursive: true, force: true });
      }
    });
  });
});
