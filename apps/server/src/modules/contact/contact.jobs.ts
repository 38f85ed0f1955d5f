import { contactRequestSchema } from '@kindred/core/contact';
import { z } from 'zod';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { SendOnce } from '../../mail/send-once';
import { contactMessageEmail } from '../../mail/templates';

export const sendContactMessageJob = defineJob({ name: 'send-contact-message', payload: contactRequestSchema.extend({ to: z.email() }) });

/** The worker that mails a contact-form message to support, replying to the sender, once per message. */
export function contactJobHandlers(sendOnce: SendOnce): JobHandler[] {
  return [
    handleJob(sendContactMessageJob, ({ to, ...message }, { jobId }) =>
      sendOnce(`${sendContactMessageJob.name}:${jobId}`, async () => ({ to, replyTo: message.email, ...contactMessageEmail(message) })),
    ),
  ];
}
