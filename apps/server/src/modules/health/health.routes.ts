import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@kindred/core/health';
import type { Database } from '../../db/database';
import { APP_VERSION } from '../../paths';

/** GET /api/health: liveness plus a database round trip; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Service and database health',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        await database.execute('select 1');
        return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', db: 'error', version: APP_VERSION });
      }
    },
  );
};
