import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const RED = [220, 30, 30];
const BLUE = [30, 30, 220];

/** Private details planted in a test photo; none may survive in what the server stores. */
export const PRIVATE_MARKERS = {
  camera: 'SecretCam-3000',
  xmpCreator: 'xmp-secret-author',
  comment: 'comment-secret-home-address',
  pngText: 'png-secret-diary',
} as const;

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${PRIVATE_MARKERS.xmpCreator}</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A plain image of one colour in `format`. */
export function solidImage(format: ImageFormat, width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 40, g: 160, b: 90 } } })
    .toFormat(format)
    .toBuffer();
}

/** Random pixels: incompressible, so the file is about as large as width x height x 3 allows. */
export function noiseImage(format: 'jpeg' | 'png', width: number, height: number): Promise<Buffer> {
  const image = sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png({ compressionLevel: 0 }) : image.jpeg({ quality: 95 })).toBuffer();
}

/** Raw RGB pixels with the top half red and the bottom half blue. */
function topRedBottomBlue(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    const colour = y < height / 2 ? RED : BLUE;
    for (let x = 0; x < width; x += 1) pixels.set(colour, (y * width + x) * 3);
  }
  return pixels;
}

/** Inserts a JPEG comment (COM segment) right after the start-of-image marker. */
function withJpegComment(jpeg: Buffer, comment: string): Buffer {
  const text = Buffer.from(comment, 'latin1');
  const header = Buffer.from([0xff, 0xfe, (text.length + 2) >> 8, (text.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, text, jpeg.subarray(2)]);
}

/**
 * A 300x100 JPEG as a phone would save it, holding everything that must not leak: EXIF with camera
 * and GPS position, orientation 6 (shown rotated 90° clockwise), a Display P3 ICC profile, XMP and a
 * comment. Stored as pixels, the top half is red and the bottom half blue; shown upright, the right
 * half is red and the left half blue.
 */
export async function phoneJpeg(): Promise<Buffer> {
  const jpeg = await sharp(topRedBottomBlue(300, 100), { raw: { width: 300, height: 100, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: PRIVATE_MARKERS.camera, Model: PRIVATE_MARKERS.camera },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3900/100' },
    })
    .withMetadata({ orientation: 6 })
    .withIccProfile('p3')
    .withXmp(XMP)
    .toBuffer();
  return withJpegComment(jpeg, PRIVATE_MARKERS.comment);
}

/** A PNG carrying a tEXt chunk (a PNG's comment). */
export async function pngWithText(): Promise<Buffer> {
  const png = await solidImage('png');
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(PRIVATE_MARKERS.pngText, 'latin1')]);
  const type = Buffer.from('tEXt', 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  type.copy(chunk, 4);
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(Buffer.concat([type, data])), 8 + data.length);
  // After the 8-byte signature and the 25-byte IHDR chunk, where PNG text chunks may go.
  return Buffer.concat([png.subarray(0, 33), chunk, png.subarray(33)]);
}

/** A two-frame animated GIF: a red frame, then a blue one. */
export async function animatedGif(): Promise<Buffer> {
  const frame = (background: number[]) =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: { r: background[0]!, g: background[1]!, b: background[2]! } } }).png().toBuffer();
  return sharp([await frame(RED), await frame(BLUE)], { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** Whether raw EXIF data holds a GPS directory (tag 0x8825, in either byte order). */
export function exifHasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The mean colour of an image region, as 'red', 'blue' or 'other'. */
export async function colourAt(image: Buffer, region: { left: number; top: number; width: number; height: number }): Promise<'red' | 'blue' | 'other'> {
  // Averaged from raw pixels: sharp's stats() would describe the whole image, not the region.
  const pixels = await sharp(image).extract(region).removeAlpha().raw().toBuffer();
  const mean = (channel: number) => {
    let sum = 0;
    for (let i = channel; i < pixels.length; i += 3) sum += pixels[i]!;
    return sum / (pixels.length / 3);
  };
  const [red, blue] = [mean(0), mean(2)];
  if (red > 150 && blue < 100) return 'red';
  if (blue > 150 && red < 100) return 'blue';
  return 'other';
}

/** A small PNG whose header claims `width` x `height`: what a decompression bomb looks like before decoding. */
export async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await solidImage('png'));
  // IHDR's data starts at byte 16 (signature, length, type); its CRC covers type and data, bytes 12..28.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A GIF of a few dozen bytes whose screen and only frame claim `width` x `height` (at most 65535
 * each): one LZW-coded pixel, the rest left for the decoder to fill. The bomb of issue #15.
 */
export function gifClaimingSize(width: number, height: number): Buffer {
  const size = (n: number) => [n & 0xff, n >> 8];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...size(width), ...size(height), 0x80, 0, 0, // global colour table of 2 entries
    0, 0, 0, 255, 255, 255,
    0x2c, 0, 0, 0, 0, ...size(width), ...size(height), 0, // image descriptor
    2, 2, 0x44, 0x01, 0, // LZW minimum code size 2, one sub-block: clear, pixel 0, end
    0x3b,
  ]);
}
