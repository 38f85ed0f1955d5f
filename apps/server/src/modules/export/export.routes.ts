import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportSchema } from '@kindred/core/export';
import { authOf } from '../../plugins/authenticate';
import type { ExportService } from './export.service';

/** GET /api/export: a JSON download of everything the user owns; allowed after the trial, since the data is theirs. */
export const exportRoutes: FastifyPluginAsyncZod<{ exportService: ExportService }> = async (app, { exportService }) => {
  app.get(
    '/api/export',
    { onRequest: app.requireAccess('read'), schema: { tags: ['export'], summary: 'Download everything you own as JSON', response: { 200: exportSchema } } },
    async (request, reply) => {
      const document = await exportService.exportFor(authOf(request).user);
      const day = document.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="kindred-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(document);
    },
  );
};
