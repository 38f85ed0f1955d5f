import type { FastifyPluginAsync } from 'fastify';
import { PRIVATE_PATH_PREFIXES, PUBLIC_PAGE_PATHS } from '@kindred/core/crawling';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** robots.txt: the public pages are open, the app and its API are not, and the sitemap is named. */
export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9) of the public pages, at PUBLIC_URL. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeXml(`${publicUrl}${path}`)}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** What search engines read, served by the server rather than falling through to the app's HTML. */
export const crawlersRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  const options = { schema: { hide: true } };
  app.get('/robots.txt', options, (_request, reply) => reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots));
  app.get('/sitemap.xml', options, (_request, reply) => reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(sitemap));
};
