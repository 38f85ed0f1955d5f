// Writes the home-screen icons of the web app manifest from public/favicon.svg:
// `node apps/web/scripts/generate-icons.mjs`, then commit public/icons/*.png.
// Run by hand when the logo changes, not at build: the PNGs are committed, so a build needs no image tools.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const logo = readFileSync(`${publicDir}favicon.svg`, 'utf8');
const glyph = logo.match(/<g [\s\S]*<\/g>/)?.[0];
const background = logo.match(/fill="(#[0-9a-f]{6})"/i)?.[1];
if (!glyph || !background) throw new Error('favicon.svg no longer has its <g> glyph and a background fill');

// A maskable icon is cropped to a circle (or another shape) of 80% of its size by the launcher:
// the background fills the whole square and the glyph shrinks into that safe zone.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${background}"/>
  <g transform="translate(32 32) scale(0.62) translate(-32 -32)">${glyph}</g>
</svg>`;
// iOS draws its own rounded corners and fills transparency with black: a square, opaque icon.
const square = logo.replace(/ rx="\d+"/, '');

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: maskable, size: 512 },
  { file: 'apple-touch-icon.png', svg: square, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}icons/${file}`);
  console.log(`public/icons/${file}`);
}
