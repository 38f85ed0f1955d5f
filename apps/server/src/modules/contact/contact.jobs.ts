import { contactRequestSchema } from '@kindred/core/contact';
import { z } from 'zod';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { Mailer } from '../../mail/mailer';
import { contactMessageEmail } from '../../mail/templates';

export const sendContactMessageJob = defineJob({ name: 'send-contact-message', payload: contactRequestSchema.extend({ to: z.email() }) });

/** The worker that mails a contact-form message to support, replying to the sender. */
export function contactJobHandlers(mailer: Mailer): JobHandler[] {
  return [handleJob(sendContactMessageJob, ({ to, ...message }) => mailer.send({ to, replyTo: message.email, ...contactMessageEmail(message) }))];
}
