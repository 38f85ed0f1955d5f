import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindredSchema, PHOTO_MESSAGES } from '@kindred/core/kindred';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { animatedGif, colourAt, exifHasGps, gifClaimingSize, noiseImage, phoneJpeg, PRIVATE_MARKERS, solidImage } from '../../../test/images';
import { kindreds } from '../../db/schema';

const PHOTO_URL = /^\/api\/kindreds\/(\d+)\/photo\/([A-Za-z0-9_-]{43})\.webp$/;

interface Part {
  field?: string;
  bytes: Buffer | string;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser would send it, encoded by the platform's own FormData. */
async function multipart({ field = 'file', bytes, filename = 'photo.jpg', type = 'image/jpeg' }: Part) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

describe('kindred photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function owner(overrides: Parameters<typeof createUser>[1] = {}) {
    const user = await createUser(t, overrides);
    const { headers } = await signIn(t, user);
    const [kindred] = await t.testDatabase.database.db.insert(kindreds).values({ userId: user.id, name: 'Sarah', relationship: 'Sister' }).returning();
    return { user, headers, kindred: kindred! };
  }

  const upload = async (kindredId: number | string, headers: Record<string, string>, part: Part) => {
    const { payload, contentType } = await multipart(part);
    return t.app.inject({ method: 'POST', url: `/api/kindreds/${kindredId}/photo`, headers: { ...headers, 'content-type': contentType }, payload });
  };
  const remove = (kindredId: number, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/kindreds/${kindredId}/photo`, headers });
  const photosOf = async (userId: number) => {
    const folder = join(t.config.dataDir, 'uploads', String(userId), 'photos');
    return existsSync(folder) ? readdir(folder) : [];
  };
  const storedPhoto = (userId: number, photoUrl: string) => readFile(join(t.config.dataDir, 'uploads', String(userId), 'photos', `${PHOTO_URL.exec(photoUrl)![2]}.webp`));
  const photoKeyOf = async (id: number) => (await t.testDatabase.database.db.select().from(kindreds).where(eq(kindreds.id, id)))[0]?.photoKey;

  describe('POST /api/kindreds/:id/photo', () => {
    it('takes JPEG, PNG, WebP and GIF and answers the Kindred with a photo URL', async () => {
      const { user, headers, kindred } = await owner();
      for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
        const response = await upload(kindred.id, headers, { bytes: await solidImage(format), filename: `photo.${format}`, type: `image/${format}` });
        expect(response.statusCode, format).toBe(200);
        const body = kindredSchema.strict().parse(response.json());
        expect(body).toMatchObject({ id: kindred.id, name: 'Sarah', relationship: 'Sister' });
        expect(body.photoUrl).toMatch(PHOTO_URL);
        expect((await sharp(await storedPhoto(user.id, body.photoUrl!)).metadata()).format).toBe('webp');
      }
      // Each upload replaced the one before it.
      expect(await photosOf(user.id)).toHaveLength(1);
    });

    it('stores a WebP that fits in 512 px', async () => {
      const { user, headers, kindred } = await owner();
      const response = await upload(kindred.id, headers, { bytes: await solidImage('jpeg', 1600, 1200) });
      const { format, width, height } = await sharp(await storedPhoto(user.id, response.json().photoUrl)).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: 512, height: 384 });
    });

    it('strips EXIF (GPS included), ICC, XMP and comments, and turns the photo upright', async () => {
      const { user, headers, kindred } = await owner();
      const original = await phoneJpeg();
      const before = await sharp(original).metadata();
      expect(exifHasGps(before.exif!)).toBe(true);
      expect(before).toMatchObject({ orientation: 6, width: 300, height: 100, hasProfile: true });
      expect(before.xmpAsString).toContain(PRIVATE_MARKERS.xmpCreator);
      expect(original.includes(PRIVATE_MARKERS.comment)).toBe(true);

      const response = await upload(kindred.id, headers, { bytes: original });
      expect(response.statusCode).toBe(200);
      const stored = await storedPhoto(user.id, response.json().photoUrl);
      const after = await sharp(stored).metadata();
      expect(after).toMatchObject({ format: 'webp', width: 100, height: 300, hasProfile: false });
      for (const key of ['exif', 'icc', 'xmp', 'iptc', 'orientation', 'comments'] as const) expect(after[key], key).toBeUndefined();
      for (const marker of Object.values(PRIVATE_MARKERS)) expect(stored.includes(marker), marker).toBe(false);
      // Red was on top as stored; turned 90° clockwise it is on the right.
      expect(await colourAt(stored, { left: 0, top: 0, width: 40, height: 300 })).toBe('blue');
      expect(await colourAt(stored, { left: 60, top: 0, width: 40, height: 300 })).toBe('red');
    });

    it('keeps the first frame of an animated GIF', async () => {
      const { user, headers, kindred } = await owner();
      const response = await upload(kindred.id, headers, { bytes: await animatedGif(), filename: 'wave.gif', type: 'image/gif' });
      const stored = await storedPhoto(user.id, response.json().photoUrl);
      expect((await sharp(stored).metadata()).pages ?? 1).toBe(1);
      expect(await colourAt(stored, { left: 0, top: 0, width: 40, height: 40 })).toBe('red');
    });

    it('answers 400 to a text file named photo.jpg sent as image/jpeg, and stores nothing', async () => {
      const { user, headers, kindred } = await owner();
      const response = await upload(kindred.id, headers, { bytes: 'Dear diary, this is not a picture.', filename: 'photo.jpg', type: 'image/jpeg' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: PHOTO_MESSAGES.notImage, code: 'BAD_REQUEST' });
      expect(await photosOf(user.id)).toEqual([]);
      expect(await photoKeyOf(kindred.id)).toBeNull();
    });

    it('answers 400 to a truncated JPEG', async () => {
      const { user, headers, kindred } = await owner();
      const jpeg = await noiseImage('jpeg', 400, 400);
      const response = await upload(kindred.id, headers, { bytes: jpeg.subarray(0, jpeg.length / 2) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(PHOTO_MESSAGES.notImage);
      expect(await photosOf(user.id)).toEqual([]);
    });

    it('answers 413 to a 6 MB image and stores nothing', async () => {
      const { user, headers, kindred } = await owner();
      const png = await noiseImage('png', 1450, 1450);
      expect(png.length).toBeGreaterThan(6_000_000);
      const response = await upload(kindred.id, headers, { bytes: png, filename: 'big.png', type: 'image/png' });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: PHOTO_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
      expect(await photosOf(user.id)).toEqual([]);
      expect(await photoKeyOf(kindred.id)).toBeNull();
    });

    it('answers 400 with the 25-megapixel message to a 35-byte GIF claiming 7000 x 7000, and stores nothing', async () => {
      const { user, headers, kindred } = await owner();
      const response = await upload(kindred.id, headers, { bytes: gifClaimingSize(7000, 7000), filename: 'bomb.gif', type: 'image/gif' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: PHOTO_MESSAGES.tooManyPixels, code: 'BAD_REQUEST' });
      expect(await photosOf(user.id)).toEqual([]);
      expect(await photoKeyOf(kindred.id)).toBeNull();
    });

    it('decodes two uploads at a time: of 40 at once, the overflow is a 503 with Retry-After and the rest are stored', async () => {
      const { headers, kindred } = await owner();
      // 25 megapixels of one colour: a few kilobytes to send, 100 MB to decode.
      const bytes = await solidImage('png', 5000, 5000);
      const answers = await Promise.all(Array.from({ length: 40 }, () => upload(kindred.id, headers, { bytes, filename: 'large.png', type: 'image/png' })));
      const busy = answers.filter((response) => response.statusCode === 503);
      expect(answers.filter((response) => response.statusCode !== 503).map((response) => response.statusCode)).toEqual(Array(40 - busy.length).fill(200));
      // 2 decoding and 8 waiting: of 40 sent at once, at least 10 are refused before they take any
      // memory, even when a busy machine lets a few decodes finish while the burst is still arriving.
      expect(busy.length).toBeGreaterThanOrEqual(10);
      for (const response of busy) {
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({ error: PHOTO_MESSAGES.busy, code: 'SERVICE_UNAVAILABLE' });
      }
    }, 60_000);

    it('answers 400 when the file is missing, empty, under another field name, or the body is not multipart', async () => {
      const { headers, kindred } = await owner();
      const image = await solidImage('png');
      const answers = [
        await upload(kindred.id, headers, { field: 'avatar', bytes: image }),
        await upload(kindred.id, headers, { bytes: Buffer.alloc(0) }),
        await t.app.inject({ method: 'POST', url: `/api/kindreds/${kindred.id}/photo`, headers, payload: { file: 'photo.png' } }),
        await t.app.inject({ method: 'POST', url: `/api/kindreds/${kindred.id}/photo`, headers }),
      ];
      for (const response of answers) {
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe(PHOTO_MESSAGES.missing);
      }
    });

    it('replaces the previous photo and deletes its file', async () => {
      const { user, headers, kindred } = await owner();
      const first = (await upload(kindred.id, headers, { bytes: await solidImage('png') })).json().photoUrl;
      const second = (await upload(kindred.id, headers, { bytes: await solidImage('jpeg') })).json().photoUrl;
      expect(second).not.toBe(first);
      expect(await photosOf(user.id)).toEqual([`${PHOTO_URL.exec(second)![2]}.webp`]);
      expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
    });

    it('lets a user whose trial has ended change a photo, as any edit', async () => {
      const { headers, kindred } = await owner({ trialStartedDaysAgo: 10 });
      expect((await upload(kindred.id, headers, { bytes: await solidImage('png') })).statusCode).toBe(200);
    });

    it('answers 400 to an invalid kindred id and 401 without a session', async () => {
      const { headers } = await owner();
      const invalid = await upload('abc', headers, { bytes: await solidImage('png') });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().error).toBe('Invalid kindred ID');
      expect((await upload(1, {}, { bytes: await solidImage('png') })).statusCode).toBe(401);
    });
  });

  describe('DELETE /api/kindreds/:id/photo', () => {
    it('removes the photo and its file, and answers the same when there is none', async () => {
      const { user, headers, kindred } = await owner();
      const photoUrl = (await upload(kindred.id, headers, { bytes: await solidImage('png') })).json().photoUrl;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await remove(kindred.id, headers);
        expect(response.statusCode).toBe(200);
        expect(kindredSchema.strict().parse(response.json())).toMatchObject({ id: kindred.id, photoUrl: null });
      }
      expect(await photosOf(user.id)).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: photoUrl })).statusCode).toBe(404);
    });
  });

  describe('GET /api/kindreds/:id/photo/:file', () => {
    it('serves the stored WebP without a session, cacheable for good', async () => {
      const { user, headers, kindred } = await owner();
      const photoUrl = (await upload(kindred.id, headers, { bytes: await solidImage('png') })).json().photoUrl;
      const response = await t.app.inject({ method: 'GET', url: photoUrl });
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        'content-type': 'image/webp',
        'cache-control': 'private, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(response.rawPayload.equals(await storedPhoto(user.id, photoUrl))).toBe(true);
    });

    it('answers 404 to an unknown key, a malformed file name, and a key under another kindred id', async () => {
      const { headers, kindred } = await owner();
      const photoUrl: string = (await upload(kindred.id, headers, { bytes: await solidImage('png') })).json().photoUrl;
      const key = PHOTO_URL.exec(photoUrl)![2]!;
      const other = await owner();
      for (const url of [
        `/api/kindreds/${kindred.id}/photo/${'A'.repeat(43)}.webp`,
        `/api/kindreds/${kindred.id}/photo/${key}.png`,
        `/api/kindreds/${kindred.id}/photo/..%2F..%2Fsecret.webp`,
        `/api/kindreds/${other.kindred.id}/photo/${key}.webp`,
      ]) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    });
  });

  it("answers 404 to every photo route with another user's kindred, and changes nothing", async () => {
    const alice = await owner();
    const bob = await owner();
    const alicePhoto: string = (await upload(alice.kindred.id, alice.headers, { bytes: await solidImage('png') })).json().photoUrl;
    const aliceKey = PHOTO_URL.exec(alicePhoto)![2];

    expect((await upload(alice.kindred.id, bob.headers, { bytes: await solidImage('jpeg') })).statusCode).toBe(404);
    expect((await remove(alice.kindred.id, bob.headers)).statusCode).toBe(404);
    const bobPhoto: string = (await upload(bob.kindred.id, bob.headers, { bytes: await solidImage('png') })).json().photoUrl;
    expect((await t.app.inject({ method: 'GET', url: `/api/kindreds/${alice.kindred.id}/photo/${PHOTO_URL.exec(bobPhoto)![2]}.webp` })).statusCode).toBe(404);

    expect(await photoKeyOf(alice.kindred.id)).toBe(aliceKey);
    expect(await photosOf(alice.user.id)).toEqual([`${aliceKey}.webp`]);
    expect(await photosOf(bob.user.id)).toEqual([`${PHOTO_URL.exec(bobPhoto)![2]}.webp`]);
    expect((await t.app.inject({ method: 'GET', url: alicePhoto })).statusCode).toBe(200);
  });
});
