import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { aiAskQuerySchema, giftIdeaResultSchema, iceBreakerResultSchema, importantDatesResultSchema } from '@kindred/core/ai';
import { timeZoneQuerySchema } from '@kindred/core/time-zone';
import { kindredIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { AiAssistService } from './ai-assist.service';

const tags = ['ai'];
const params = z.object({ id: kindredIdSchema });
const askQuery = timeZoneQuerySchema.extend(aiAskQuerySchema.shape);

/** Spec §7.2's AI calls on one person; each answer is fresh. AI features need an active plan. */
export const aiAssistRoutes: FastifyPluginAsyncZod<{ aiAssistService: AiAssistService }> = async (app, { aiAssistService: service }) => {
  const ai = app.requireAccess('ai');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/kindreds/:id/ice-breaker',
    { onRequest: ai, schema: { tags, summary: 'A conversation starter built from what you know about the person', params, querystring: askQuery, response: { 200: iceBreakerResultSchema } } },
    (request) => service.iceBreaker(userOf(request), request.params.id, request.query.userTimezone, request.query.ask),
  );
  app.get(
    '/api/kindreds/:id/gift-idea',
    { onRequest: ai, schema: { tags, summary: 'Gift ideas (markdown) built from what you know about the person', params, querystring: askQuery, response: { 200: giftIdeaResultSchema } } },
    (request) => service.giftIdea(userOf(request), request.params.id, request.query.userTimezone, request.query.ask),
  );
  app.post(
    '/api/kindreds/:id/detect-important-dates',
    {
      onRequest: ai,
      schema: { tags, summary: "Dates in the person's memories that are not key dates yet", params, querystring: timeZoneQuerySchema, response: { 200: importantDatesResultSchema } },
    },
    (request) => service.importantDates(userOf(request), request.params.id, request.query.userTimezone),
  );
};
