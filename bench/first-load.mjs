// Loads a page in Chromium with an empty cache and sums the JavaScript bytes that crossed the wire.
import { chromium } from '@playwright/test';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Returns the encoded (compressed, as downloaded) sizes of every script the page fetched. */
export async function measureFirstLoad(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const page = await browser.newPage();
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    const response = await request.response();
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize, encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'identity' });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await browser.close();
  return scripts;
}
