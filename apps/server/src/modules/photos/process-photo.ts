import { PHOTO_MAX_PIXELS, PHOTO_MESSAGES, PHOTO_SIZE_PX } from '@kindred/core/kindred';
import { AppError } from '../../app-error';
import type { DecodeSlots } from './decode-slots';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const WEBP_QUALITY = 82;

const notImage = () => new AppError('BAD_REQUEST', PHOTO_MESSAGES.notImage);

// libvips is loaded on the first upload, not at start: it costs start time and resident memory
// that a server which never sees a photo should not pay. Its operation cache is off: every upload
// is decoded once, and a cached 25-megapixel bitmap would only keep its memory from being returned.
const loadSharp = async () => {
  const sharp = (await import('sharp')).default;
  sharp.cache(false);
  return sharp;
};

/**
 * Re-encodes an upload as the photo we store: the first frame, turned upright, with no metadata at all
 * (sharp writes none unless asked), fitted inside PHOTO_SIZE_PX square and never enlarged. `inside`
 * rather than `cover` keeps the whole picture the user chose; round avatars crop it when they draw it.
 * Anything sharp cannot decode as JPEG, PNG, WebP or GIF, truncated files included, is a 400; so is
 * an image whose header claims more than PHOTO_MAX_PIXELS, refused before anything is decoded. The
 * decode itself waits for one of `slots`.
 */
export async function processPhoto(bytes: Buffer, slots: DecodeSlots): Promise<Buffer> {
  const sharp = await loadSharp();
  const header = await readHeader(bytes);
  if (!ACCEPTED_FORMATS.has(header.format)) throw notImage();
  if (header.width * header.height > PHOTO_MAX_PIXELS) throw new AppError('BAD_REQUEST', PHOTO_MESSAGES.tooManyPixels);
  return slots.run(async () => {
    try {
      // failOn 'warning' (sharp's default, spelled out) rejects truncated and corrupt pixel data.
      return await sharp(bytes, { pages: 1, autoOrient: true, failOn: 'warning', limitInputPixels: PHOTO_MAX_PIXELS })
        .resize(PHOTO_SIZE_PX, PHOTO_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch {
      throw notImage();
    }
  });
}

/** Format and size from the header alone: nothing is decoded yet. */
async function readHeader(bytes: Buffer) {
  const sharp = await loadSharp();
  try {
    // No pixel limit here, so an oversized image is told apart from a broken one; one page, so an
    // animated GIF reports the size of a frame.
    return await sharp(bytes, { limitInputPixels: false, pages: 1 }).metadata();
  } catch {
    throw notImage();
  }
}
