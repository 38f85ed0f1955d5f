import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kindredInputSchema,
  kindredListItemSchema,
  kindredSchema,
  kindredUpdateSchema,
} from '@kindred/core/kindred';
import { timeZoneQuerySchema } from '@kindred/core/time-zone';
import { kindredIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { KindredsService } from './kindreds.service';

const tags = ['kindreds'];
const params = z.object({ id: kindredIdSchema });

/** Kindreds of spec §7.2. Reading, editing and deleting survive an expired trial; creating needs an active one. */
export const kindredsRoutes: FastifyPluginAsyncZod<{ kindredsService: KindredsService }> = async (app, { kindredsService: service }) => {
  const read = app.requireAccess('read');
  const write = app.requireAccess('write');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/kindreds/summary',
    { onRequest: read, schema: { tags, summary: 'The dashboard list: every kindred with counts and the next key date', querystring: timeZoneQuerySchema, response: { 200: z.array(kindredListItemSchema) } } },
    (request) => service.list(userOf(request), request.query.userTimezone),
  );

  app.post('/api/kindreds', { onRequest: write, schema: { tags, summary: 'Add a kindred', body: kindredInputSchema, response: { 201: kindredSchema } } }, async (request, reply) =>
    reply.code(201).send(await service.create(userOf(request), request.body)),
  );

  app.get('/api/kindreds/:id', { onRequest: read, schema: { tags, summary: 'A kindred', params, response: { 200: kindredSchema } } }, (request) =>
    service.find(userOf(request), request.params.id),
  );

  app.patch('/api/kindreds/:id', { onRequest: read, schema: { tags, summary: 'Rename a kindred, or change the relationship, privateFromAi or the keep-in-touch cadence', params, body: kindredUpdateSchema, response: { 200: kindredSchema } } }, (request) =>
    service.update(userOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/kindreds/:id',
    { onRequest: read, schema: { tags, summary: 'Delete a kindred with every memory, key date and photo', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.delete(userOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
