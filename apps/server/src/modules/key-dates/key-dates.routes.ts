import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  batchKeyDatesRequestSchema,
  createKeyDateRequestSchema,
  keyDateOccurrenceSchema,
  keyDateRangeQuerySchema,
  keyDateSchema,
  updateKeyDateRequestSchema,
  upcomingQuerySchema,
} from '@kindred/core/key-date';
import { idSchema, kindredIdSchema, memoryIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { KeyDatesService } from './key-dates.service';

const tags = ['key dates'];
const keyDateParams = z.object({ id: idSchema('Invalid key date ID') });
const kindredParams = z.object({ id: kindredIdSchema });
const kindredPathParams = z.object({ kindredId: kindredIdSchema });
const memoryParams = z.object({ id: memoryIdSchema });

/** /api/key-dates*: spec §7.4. Reads and edits survive an expired trial; creating needs an active one. */
export const keyDatesRoutes: FastifyPluginAsyncZod<{ keyDatesService: KeyDatesService }> = async (app, { keyDatesService: service }) => {
  const read = app.requireAccess('read');
  const write = app.requireAccess('write');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get('/api/key-dates', { onRequest: read, schema: { tags, summary: 'Every key date of the user', response: { 200: z.array(keyDateSchema) } } }, (request) =>
    service.listAll(userOf(request)),
  );

  app.get(
    '/api/key-dates/upcoming',
    { onRequest: read, schema: { tags, summary: 'Key dates falling in the next days, across every kindred', querystring: upcomingQuerySchema, response: { 200: z.array(keyDateOccurrenceSchema) } } },
    (request) => service.upcoming(userOf(request), request.query.days, request.query.userTimezone),
  );

  app.get('/api/key-dates/kindred/:id', { onRequest: read, schema: { tags, summary: "A kindred's key dates", params: kindredParams, response: { 200: z.array(keyDateSchema) } } }, (request) =>
    service.listByKindred(userOf(request), request.params.id),
  );

  app.get(
    '/api/key-dates/kindred/:id/range',
    { onRequest: read, schema: { tags, summary: "Days a kindred's key dates fall on between two dates (annual ones every year)", params: kindredParams, querystring: keyDateRangeQuerySchema, response: { 200: z.array(keyDateOccurrenceSchema) } } },
    (request) => service.range(userOf(request), request.params.id, request.query.startDate, request.query.endDate),
  );

  app.get('/api/key-dates/memory/:id', { onRequest: read, schema: { tags, summary: "A memory's key dates", params: memoryParams, response: { 200: z.array(keyDateSchema) } } }, (request) =>
    service.listByMemory(userOf(request), request.params.id),
  );

  app.post('/api/key-dates', { onRequest: write, schema: { tags, summary: 'Create a key date', body: createKeyDateRequestSchema, response: { 201: keyDateSchema } } }, async (request, reply) =>
    reply.code(201).send(await service.create(userOf(request), request.body)),
  );

  app.post(
    '/api/key-dates/batch/:kindredId',
    { onRequest: write, schema: { tags, summary: 'Create several key dates of one kindred: all or nothing', params: kindredPathParams, body: batchKeyDatesRequestSchema, response: { 201: z.array(keyDateSchema) } } },
    async (request, reply) => reply.code(201).send(await service.createMany(userOf(request), request.params.kindredId, request.body)),
  );

  app.put('/api/key-dates/:id', { onRequest: read, schema: { tags, summary: 'Change a key date', params: keyDateParams, body: updateKeyDateRequestSchema, response: { 200: keyDateSchema } } }, (request) =>
    service.update(userOf(request), request.params.id, request.body),
  );

  app.delete('/api/key-dates/:id', { onRequest: read, schema: { tags, summary: 'Delete a key date', params: keyDateParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.delete(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};
