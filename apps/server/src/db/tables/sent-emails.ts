import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mails sent by jobs, by idempotency key (the job's name and id, the same on every retry): a job
 * retried after its message went out finds it here and does not send it again.
 */
export const sentEmails = pgTable('sent_emails', {
  key: text('key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
