import type { ContactRequest } from '@kindred/core/contact';
import { AppError } from '../../app-error';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Transact } from '../../jobs/transact';
import { AUTH_RATE_LIMITS } from '../../auth/rate-limits';
import { sendContactMessageJob } from './contact.jobs';

interface Dependencies {
  /** SUPPORT_EMAIL; without it the form is not set up. */
  supportEmail: string | null;
  rateLimiter: RateLimiter;
  transact: Transact;
}

/** The help center's form, mailed to support by a job. */
export function createContactService({ supportEmail, rateLimiter, transact }: Dependencies) {
  return {
    async send(message: ContactRequest, ip: string): Promise<void> {
      if (!supportEmail) throw new AppError('SERVICE_UNAVAILABLE', 'The contact form is not set up on this server yet.');
      await rateLimiter.hit(`contact:ip:${ip}`, AUTH_RATE_LIMITS.contactPerIp);
      await transact(({ enqueue }) => enqueue(sendContactMessageJob, { ...message, to: supportEmail }));
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
