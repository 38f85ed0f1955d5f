import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiStatusSchema, aiTestRequestSchema, aiTestResultSchema } from '@kindred/core/ai';
import { AppError } from '../../app-error';
import type { AiEngines } from '../../ai/ai-engines';
import type { RateLimiter, RateLimit } from '../../auth/rate-limiter';
import { authOf } from '../../plugins/authenticate';

const tags = ['ai'];
/** Each test prompt may cost the operator money at the provider. */
export const AI_TEST_RATE_LIMIT: RateLimit = { limit: 10, windowSeconds: 60 };

/** The /gemini-test page: which brain answers, and a signed-in test call to it (spec §7.5 /gemini). */
export const geminiRoutes: FastifyPluginAsyncZod<{ engines: AiEngines; rateLimiter: RateLimiter }> = async (app, { engines, rateLimiter }) => {
  const account = app.requireAccess('account');

  app.get('/api/gemini', { schema: { tags, summary: 'The AI engine, provider and model this server uses', response: { 200: aiStatusSchema } } }, () => engines.status);

  app.post(
    '/api/gemini',
    { onRequest: account, schema: { tags, summary: 'Send a test prompt to the configured model', body: aiTestRequestSchema, response: { 200: aiTestResultSchema } } },
    async (request) => {
      await rateLimiter.hit(`ai-test:user:${authOf(request).user.id}`, AI_TEST_RATE_LIMIT);
      const started = performance.now();
      try {
        const text = await (engines.model ?? engines.builtin).complete(request.body.prompt);
        return { ...engines.status, text, elapsedMs: Math.round(performance.now() - started) };
      } catch (error) {
        request.log.warn({ err: error }, 'the model failed a test prompt');
        throw new AppError('AI_UNAVAILABLE');
      }
    },
  );
};
