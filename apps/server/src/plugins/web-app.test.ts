import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const INDEX = '<!doctype html><title>Kindred</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A test app serving a built web folder that holds `files` (relative path -> content) for the whole describe block. */
function servingWebFolder(files: Record<string, string | Buffer>): () => TestApp {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'kindred-web-'));
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(webDir, path)), { recursive: true });
      await writeFile(join(webDir, path), content);
    }
    t = await buildTestApp({ webDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDir, { recursive: true, force: true });
  });
  return () => t;
}

describe('web app serving', () => {
  const app = servingWebFolder({
    'index.html': INDEX,
    'tos.html': '<h1>Terms of Service</h1>',
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.gz': gzipSync(SCRIPT),
  });

  it('serves index.html at / without long caching', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('serves the pre-compressed copy to a browser that accepts gzip', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(Number(response.headers['content-length'])).toBeLessThan(SCRIPT.length);
  });

  it('serves real static pages as themselves', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/tos.html' });
    expect(response.body).toBe('<h1>Terms of Service</h1>');
  });

  it('answers any other page path with index.html so the client router can take it', async () => {
    for (const url of ['/dashboard', '/kindred/12/memory/3', '/no/such/page?x=1']) {
      const response = await app().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX);
    }
  });

  it('keeps JSON 404s for unknown /api paths and for non-GET page paths', async () => {
    const api = await app().app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await app().app.inject({ method: 'POST', url: '/dashboard' });
    expect(post.statusCode).toBe(404);
    expect(post.json().code).toBe('NOT_FOUND');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const response = await app().app.inject({ method: 'GET', url: '/assets/gone-000000.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('web app serving with prerendered public pages', () => {
  const HOME = '<!doctype html><title>Kindred</title><div id="root"><h1>Home</h1></div>';
  const PRICING = `<!doctype html><title>Pricing · Kindred</title><div id="root"><h1>Pricing</h1>${'<p>plan</p>'.repeat(200)}</div>`;
  const app = servingWebFolder({
    'index.html': INDEX,
    'prerendered/index.html': HOME,
    'prerendered/pricing.html': PRICING,
    'prerendered/pricing.html.gz': gzipSync(PRICING),
  });

  it('answers a public path with its prerendered page, compressed for a browser that accepts it', async () => {
    const home = await app().app.inject({ method: 'GET', url: '/' });
    expect(home.body).toBe(HOME);
    expect(home.headers['cache-control']).toBe('no-cache');
    const pricing = await app().app.inject({ method: 'GET', url: '/pricing', headers: { 'accept-encoding': 'gzip' } });
    expect(pricing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(pricing.rawPayload).toString()).toBe(PRICING);
  });

  it('answers a public path with a query string, and every other page, with index.html', async () => {
    for (const url of ['/pricing?trial=expired', '/?from=mail', '/dashboard', '/signup']) {
      const response = await app().app.inject({ method: 'GET', url });
      expect(response.body, url).toBe(INDEX);
    }
  });
});
