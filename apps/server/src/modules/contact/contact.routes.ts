import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponseSchema } from '@kindred/core/auth';
import { CONTACT_SENT_MESSAGE, contactRequestSchema } from '@kindred/core/contact';
import type { Config } from '../../config';
import type { RateLimiter } from '../../auth/rate-limiter';
import { AppError } from '../../app-error';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { Queue } from '../../jobs/queue';
import type { Mailer } from '../../mail/mailer';
import { contactMessageEmail } from '../../mail/templates';
import { AUTH_RATE_LIMITS } from '../auth/auth-rate-limits';

export const sendContactMessageJob = defineJob({ name: 'send-contact-message', payload: contactRequestSchema.extend({ to: z.email() }) });

/** The worker that mails a contact-form message to support, replying to the sender. */
export function contactJobHandlers(mailer: Mailer): JobHandler[] {
  return [handleJob(sendContactMessageJob, ({ to, ...message }) => mailer.send({ to, replyTo: message.email, ...contactMessageEmail(message) }))];
}

interface Dependencies {
  config: Pick<Config, 'supportEmail'>;
  queue: Queue;
  rateLimiter: RateLimiter;
}

/** POST /api/contact: the help center's form, mailed to SUPPORT_EMAIL. */
export const contactRoutes: FastifyPluginAsyncZod<Dependencies> = async (app, { config, queue, rateLimiter }) => {
  app.post(
    '/api/contact',
    { schema: { tags: ['support'], summary: 'Send a message to support', body: contactRequestSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      if (!config.supportEmail) throw new AppError('SERVICE_UNAVAILABLE', 'The contact form is not set up on this server yet.');
      await rateLimiter.hit(`contact:ip:${request.ip}`, AUTH_RATE_LIMITS.contactPerIp);
      await queue.send(sendContactMessageJob, { ...request.body, to: config.supportEmail });
      return reply.code(202).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
};
