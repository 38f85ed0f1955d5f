import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kindredSummarySchema, summaryStatusSchema } from '@kindred/core/ai';
import { kindredIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { SummariesService } from './summaries.service';

const tags = ['ai'];
const params = z.object({ id: kindredIdSchema });

/** Reading a summary survives an expired trial; asking the AI for a new one needs an active plan. */
export const summariesRoutes: FastifyPluginAsyncZod<{ summariesService: SummariesService }> = async (app, { summariesService: service }) => {
  const read = app.requireAccess('read');
  const ai = app.requireAccess('ai');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/kindreds/:id/summary',
    {
      onRequest: read,
      schema: { tags, summary: "The AI's summary of a person; 204 while there is none yet", params, response: { 200: kindredSummarySchema, 204: z.null() } },
    },
    async (request, reply) => {
      const summary = await service.get(userOf(request), request.params.id);
      return summary ? summary : reply.code(204).send(null);
    },
  );
  app.get(
    '/api/kindreds/:id/summary/status',
    { onRequest: read, schema: { tags, summary: 'Whether a summary exists and whether a new one is being written', params, response: { 200: summaryStatusSchema } } },
    (request) => service.status(userOf(request), request.params.id),
  );
  app.post(
    '/api/kindreds/:id/summary/regenerate',
    { onRequest: ai, schema: { tags, summary: 'Write the summary again now', params, response: { 202: summaryStatusSchema } } },
    async (request, reply) => reply.code(202).send(await service.regenerate(userOf(request), request.params.id)),
  );
};
