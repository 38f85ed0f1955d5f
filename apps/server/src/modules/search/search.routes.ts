import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchMemoriesQuerySchema, searchPageSchema } from '@kindred/core/search';
import { authOf } from '../../plugins/authenticate';
import type { SearchService } from './search.service';

/** GET /api/search/memories (spec §7.3): allowed after the trial, like every read. */
export const searchRoutes: FastifyPluginAsyncZod<{ searchService: SearchService }> = async (app, { searchService }) => {
  app.get(
    '/api/search/memories',
    {
      onRequest: app.requireAccess('read'),
      schema: {
        tags: ['search'],
        summary: "The user's memories matching the words (websearch syntax, typos, the last word as a prefix), best first, a page at a time",
        querystring: searchMemoriesQuerySchema,
        response: { 200: searchPageSchema },
      },
    },
    (request) => searchService.memories(authOf(request).user.id, request.query),
  );
};
