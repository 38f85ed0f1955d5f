import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dateSuggestionSchema } from '@kindred/core/date-suggestions';
import {
  createMemoryHeadersSchema,
  createMemoryRequestSchema,
  createMemoryResponseSchema,
  memoryActivityItemSchema,
  memoryActivityQuerySchema,
  memoryPageQuerySchema,
  memoryPageSchema,
  memorySchema,
  updateMemoryRequestSchema,
} from '@kindred/core/memory';
import { timeZoneQuerySchema } from '@kindred/core/time-zone';
import { kindredIdSchema, memoryIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import { sendPreSerialized } from '../../plugins/pre-serialized';
import type { MemoriesService } from './memories.service';

const tags = ['memories'];
const kindredParams = z.object({ id: kindredIdSchema });
const memoryParams = z.object({ id: memoryIdSchema });

/** Memories of spec §7.3. Reading, editing and deleting survive an expired trial; creating needs an active one. */
export const memoriesRoutes: FastifyPluginAsyncZod<{ memoriesService: MemoriesService }> = async (app, { memoriesService: service }) => {
  const read = app.requireAccess('read');
  const write = app.requireAccess('write');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/kindreds/:id/memories',
    { onRequest: read, schema: { tags, summary: "A kindred's memories, newest first, a page at a time", params: kindredParams, querystring: memoryPageQuerySchema, response: { 200: memoryPageSchema } } },
    async (request, reply) => sendPreSerialized(reply, await service.listPage(userOf(request), request.params.id, request.query.cursor, request.query.limit)),
  );

  app.post(
    '/api/kindreds/:id/memories',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Add a memory: stored at once, written up in the background; sent again with the same Idempotency-Key, answers the first memory',
        params: kindredParams,
        querystring: timeZoneQuerySchema,
        headers: createMemoryHeadersSchema,
        body: createMemoryRequestSchema,
        response: { 201: createMemoryResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(userOf(request), request.params.id, request.body.rawText, request.query.userTimezone, request.headers['idempotency-key'] ?? null)),
  );

  app.get(
    '/api/memories/activity',
    { onRequest: read, schema: { tags, summary: 'Memories per day over the last days, in the user time zone', querystring: memoryActivityQuerySchema, response: { 200: z.array(memoryActivityItemSchema) } } },
    (request) => service.activity(userOf(request), request.query.days, request.query.userTimezone),
  );

  app.get('/api/memories/:id', { onRequest: read, schema: { tags, summary: 'A memory', params: memoryParams, response: { 200: memorySchema } } }, (request) =>
    service.find(userOf(request), request.params.id),
  );

  app.put('/api/memories/:id', { onRequest: read, schema: { tags, summary: 'Edit a memory', params: memoryParams, body: updateMemoryRequestSchema, response: { 200: memorySchema } } }, (request) =>
    service.update(userOf(request), request.params.id, request.body),
  );

  app.delete('/api/memories/:id', { onRequest: read, schema: { tags, summary: 'Delete a memory (its key dates stay with the kindred)', params: memoryParams, response: { 204: z.null() } } }, async (request, reply) => {
    await service.delete(userOf(request), request.params.id);
    return reply.code(204).send(null);
  });

  app.post('/api/memories/:id/retry', { onRequest: write, schema: { tags, summary: 'Process a failed memory again', params: memoryParams, response: { 200: memorySchema } } }, (request) =>
    service.retry(userOf(request), request.params.id),
  );

  app.post(
    '/api/memories/:id/detect-dates',
    { onRequest: read, schema: { tags, summary: 'Dates found in a memory, offered as key dates', params: memoryParams, querystring: timeZoneQuerySchema, response: { 200: z.array(dateSuggestionSchema) } } },
    (request) => service.detectDates(userOf(request), request.params.id, request.query.userTimezone),
  );
};
