import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coachingPlanCheckSchema, coachingPlanExistsSchema, coachingPlanSchema } from '@kindred/core/ai';
import { timeZoneQuerySchema } from '@kindred/core/time-zone';
import { kindredIdSchema } from '@kindred/core/validation';
import { authOf } from '../../plugins/authenticate';
import type { CoachingPlansService } from './coaching-plans.service';

const tags = ['ai'];
const params = z.object({ id: kindredIdSchema });

/** The coaching plan is a paid feature in full: after the trial every route answers 402 (spec §6). */
export const coachingPlansRoutes: FastifyPluginAsyncZod<{ coachingPlansService: CoachingPlansService }> = async (app, { coachingPlansService: service }) => {
  const ai = app.requireAccess('ai');
  const userOf = (request: Parameters<typeof authOf>[0]) => authOf(request).user.id;

  app.get(
    '/api/kindreds/:id/coaching-plan',
    {
      onRequest: ai,
      schema: { tags, summary: "The person's coaching plan; 204 while there is none yet", params, response: { 200: coachingPlanSchema, 204: z.null() } },
    },
    async (request, reply) => {
      const plan = await service.get(userOf(request), request.params.id);
      return plan ? plan : reply.code(204).send(null);
    },
  );
  app.put(
    '/api/kindreds/:id/coaching-plan/actions',
    {
      onRequest: ai,
      schema: { tags, summary: 'Tick or untick one weekly action of the current plan', params, body: coachingPlanCheckSchema, response: { 200: coachingPlanSchema } },
    },
    (request) => service.check(userOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/kindreds/:id/coaching-plan/exists',
    { onRequest: ai, schema: { tags, summary: 'Whether the person has a coaching plan', params, response: { 200: coachingPlanExistsSchema } } },
    (request) => service.exists(userOf(request), request.params.id),
  );
  app.post(
    '/api/kindreds/:id/coaching-plan',
    {
      onRequest: ai,
      schema: { tags, summary: 'Write a new coaching plan (replaces the last one)', params, querystring: timeZoneQuerySchema, response: { 201: coachingPlanSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.generate(userOf(request), request.params.id, request.query.userTimezone)),
  );
};
