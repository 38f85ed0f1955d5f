import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('what search engines read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_URL: 'https://kindred.example' } });
  });
  afterAll(() => t.close());

  it('GET /robots.txt opens the public pages, closes the app and its API, and names the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/api/', '/dashboard', '/kindred/', '/search', '/profile']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Sitemap: https://kindred.example/sitemap.xml');
  });

  it('GET /sitemap.xml lists the public pages at PUBLIC_URL, and no page of the app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(expect.arrayContaining(['https://kindred.example/', 'https://kindred.example/about', 'https://kindred.example/pricing', 'https://kindred.example/tos.html']));
    expect(locations.some((location) => /dashboard|kindred\/|api/.test(location!.replace('kindred.example', '')))).toBe(false);
  });
});
