import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '@kindred/core/kindred';
import { animatedGif, colourAt, gifClaimingSize, pngClaimingSize, solidImage } from '../../../test/images';
import { AppError } from '../../app-error';
import { createDecodeSlots, type DecodeSlots } from './decode-slots';
import { processPhoto as processWith } from './process-photo';

const slots = createDecodeSlots();
const processPhoto = (bytes: Buffer, decodeSlots: DecodeSlots = slots) => processWith(bytes, decodeSlots);

const rejection = (bytes: Buffer) => processPhoto(bytes).then(() => null, (error: unknown) => error as AppError);

describe('processPhoto', () => {
  it('turns each accepted format into a WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'gif'] as const) {
      const { format: stored, width, height } = await sharp(await processPhoto(await solidImage(format, 64, 48))).metadata();
      expect({ stored, width, height }, format).toEqual({ stored: 'webp', width: 64, height: 48 });
    }
  });

  it('fits large images inside 512 px and keeps their shape', async () => {
    const { width, height } = await sharp(await processPhoto(await solidImage('png', 1200, 800))).metadata();
    expect({ width, height }).toEqual({ width: 512, height: 341 });
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const stored = await processPhoto(await animatedGif());
    const { pages, width, height } = await sharp(stored).metadata();
    expect(pages ?? 1).toBe(1);
    expect({ width, height }).toEqual({ width: 40, height: 40 });
    expect(await colourAt(stored, { left: 0, top: 0, width: 40, height: 40 })).toBe('red');
  });

  it('rejects formats sharp reads but we do not take (TIFF, SVG)', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).tiff().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>');
    for (const bytes of [tiff, svg]) {
      expect(await rejection(bytes)).toMatchObject({ statusCode: 400, message: PHOTO_MESSAGES.notImage });
    }
  });

  it('refuses a decompression bomb from its header with a 400, before it asks for a decode slot', async () => {
    let decodes = 0;
    const counting: DecodeSlots = { run: (decode) => ((decodes += 1), decode()) };
    const gif = gifClaimingSize(7000, 7000);
    expect(gif.length).toBeLessThan(40);
    for (const bomb of [gif, await pngClaimingSize(10_000, 6_000), await pngClaimingSize(5001, 5000)]) {
      expect(await processPhoto(bomb, counting).then(() => null, (error: unknown) => error)).toMatchObject({ statusCode: 400, message: PHOTO_MESSAGES.tooManyPixels });
    }
    expect(decodes).toBe(0);
  });

  it('decodes an image of exactly 25 megapixels', async () => {
    const { width, height } = await sharp(await processPhoto(await solidImage('png', 5000, 5000))).metadata();
    expect({ width, height }).toEqual({ width: 512, height: 512 });
  });

  it('answers 400 to bytes that are no image and to an empty file', async () => {
    for (const bytes of [Buffer.from('just some text'), Buffer.alloc(0)]) {
      expect(await rejection(bytes)).toMatchObject({ statusCode: 400, message: PHOTO_MESSAGES.notImage });
    }
  });
});
