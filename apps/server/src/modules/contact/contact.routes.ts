import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponseSchema } from '@kindred/core/auth';
import { CONTACT_SENT_MESSAGE, contactRequestSchema } from '@kindred/core/contact';
import type { ContactService } from './contact.service';

/** POST /api/contact: the help center's form, mailed to SUPPORT_EMAIL. */
export const contactRoutes: FastifyPluginAsyncZod<{ contactService: ContactService }> = async (app, { contactService }) => {
  app.post(
    '/api/contact',
    { schema: { tags: ['support'], summary: 'Send a message to support', body: contactRequestSchema, response: { 202: messageResponseSchema } } },
    async (request, reply) => {
      await contactService.send(request.body, request.ip);
      return reply.code(202).send({ message: CONTACT_SENT_MESSAGE });
    },
  );
};
