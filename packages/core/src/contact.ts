import { z } from 'zod';
import { emailSchema, requiredTextSchema } from './validation';

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** POST /api/contact: the help center's contact form, mailed to SUPPORT_EMAIL. */
export const contactRequestSchema = z.object({
  name: requiredTextSchema('name', 100),
  email: emailSchema,
  message: requiredTextSchema('message', CONTACT_MESSAGE_MAX_LENGTH),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

export const CONTACT_SENT_MESSAGE = "Thanks for writing. Your message is on its way and we'll reply by e-mail.";
