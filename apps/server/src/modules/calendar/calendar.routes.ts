import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEntrySchema,
  calendarFeedSchema,
  calendarRangeQuerySchema,
  notificationSettingsRequestSchema,
  notificationSettingsSchema,
  suggestionSchema,
} from '@kindred/core/calendar';
import { AppError } from '../../app-error';
import { authOf } from '../../plugins/authenticate';
import type { CalendarService } from './calendar.service';
import { confirmUnsubscribePage, invalidUnsubscribePage, unsubscribedPage } from './unsubscribe-page';

const tags = ['calendar'];
const FEED_FILE = /^([A-Za-z0-9_-]{16,128})\.ics$/;
const unsubscribeQuery = z.object({ token: z.string().max(200).default('') });

/** Whether a conditional GET may be answered 304 (RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since). */
function notModified(headers: Record<string, string | string[] | undefined>, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (typeof ifNoneMatch === 'string') return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');
  const ifModifiedSince = headers['if-modified-since'];
  if (typeof ifModifiedSince !== 'string') return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/** Spec §7.3 and §7.5 (calendar, today, suggestions), notification settings, the private ICS feed and unsubscribe links. */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendarService: CalendarService }> = async (app, { calendarService: service }) => {
  const read = app.requireAccess('read');
  const account = app.requireAccess('account');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/calendar/entries',
    { onRequest: read, schema: { tags, summary: 'Every occurrence of a key date between start and end (both included, at most 366 days), annual dates in each year', querystring: calendarRangeQuerySchema, response: { 200: z.array(calendarEntrySchema) } } },
    (request) => service.entries(userOf(request), request.query.start, request.query.end),
  );

  app.get('/api/reminders/today', { onRequest: read, schema: { tags, summary: "Today's occurrences, in the user's time zone", response: { 200: z.array(calendarEntrySchema) } } }, (request) =>
    service.today(userOf(request)),
  );

  app.get('/api/suggestions', { onRequest: read, schema: { tags, summary: 'Up to 10 people to reach out to, each with a reason', response: { 200: z.array(suggestionSchema) } } }, (request) =>
    service.suggestions(userOf(request)),
  );

  app.get('/api/users/me/notifications', { onRequest: account, schema: { tags, summary: 'Reminder e-mail and digest settings', response: { 200: notificationSettingsSchema } } }, (request) =>
    service.getSettings(userOf(request)),
  );

  app.put(
    '/api/users/me/notifications',
    { onRequest: account, schema: { tags, summary: 'Change reminder e-mail and digest settings (reminders already sent are never sent again)', body: notificationSettingsRequestSchema, response: { 200: notificationSettingsSchema } } },
    (request) => service.putSettings(userOf(request), request.body),
  );

  app.get('/api/calendar/feed', { onRequest: read, schema: { tags, summary: 'The private calendar feed URL (created on first use)', response: { 200: calendarFeedSchema } } }, (request) =>
    service.feed(userOf(request)),
  );

  app.post('/api/calendar/feed/reset', { onRequest: read, schema: { tags, summary: 'A new feed URL; the old one answers 404 at once', response: { 200: calendarFeedSchema } } }, (request) =>
    service.resetFeed(userOf(request)),
  );

  app.delete('/api/calendar/feed', { onRequest: read, schema: { tags, summary: 'Turn the feed off', response: { 204: z.null() } } }, async (request, reply) => {
    await service.deleteFeed(userOf(request));
    return reply.code(204).send(null);
  });

  app.get(
    '/api/calendar/feed/:file',
    { schema: { tags, summary: 'The feed itself (iCalendar, RFC 5545); public, the token in the path is the credential', params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const feed = token ? await service.renderFeed(token) : null;
      if (!feed) throw new AppError('NOT_FOUND');
      reply.header('etag', feed.etag).header('last-modified', feed.lastModified.toUTCString()).header('cache-control', 'private, no-cache');
      if (notModified(request.headers, feed.etag, feed.lastModified)) return reply.code(304).send();
      return reply.type('text/calendar; charset=utf-8').send(feed.body);
    },
  );

  // Unsubscribe links work without signing in. One-click clients (RFC 8058) post a form body, which is not read.
  await app.register(async (scope) => {
    const links = scope.withTypeProvider<ZodTypeProvider>();
    links.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'], { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, null));
    const html = (reply: { type(value: string): unknown }) => reply.type('text/html; charset=utf-8');

    links.get('/api/reminders/unsubscribe', { schema: { tags, summary: 'The unsubscribe link of a reminder e-mail: a page that asks to confirm', querystring: unsubscribeQuery } }, async (request, reply) => {
      html(reply);
      if (!/^\d+\.[A-Za-z0-9_-]+$/.test(request.query.token)) return reply.code(400).send(invalidUnsubscribePage());
      return reply.send(confirmUnsubscribePage(`/api/reminders/unsubscribe?token=${encodeURIComponent(request.query.token)}`));
    });

    links.post('/api/reminders/unsubscribe', { schema: { tags, summary: 'Turn reminder e-mails and the digest off (List-Unsubscribe-Post one-click, or the page\'s button)', querystring: unsubscribeQuery } }, async (request, reply) => {
      html(reply);
      if (!(await service.unsubscribe(request.query.token))) return reply.code(400).send(invalidUnsubscribePage());
      return reply.send(unsubscribedPage());
    });
  });
};
