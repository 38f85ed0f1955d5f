import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sentEmails } from '../db/schema';
import type { MailMessage, Mailer } from './mailer';

/** Sends a job's e-mail at most once per idempotency key; `compose` runs only when it is still to send (it may issue a token). */
export type SendOnce = (key: string, compose: () => Promise<MailMessage | null>) => Promise<void>;

/**
 * A retried job (its earlier attempt failed after the message went out, or its completion was
 * lost) finds its key and sends nothing. A crash between the send and the record leaves one
 * window: the copy sent on retry carries the same Message-ID, which mail clients fold together.
 */
export function createSendOnce({ db, mailer, host }: { db: Db; mailer: Mailer; host: string }): SendOnce {
  return async (key, compose) => {
    const [sent] = await db.select({ key: sentEmails.key }).from(sentEmails).where(eq(sentEmails.key, key));
    if (sent) return;
    const message = await compose();
    if (!message) return;
    await mailer.send({ ...message, messageId: `<${key.replace(/[^A-Za-z0-9.-]/g, '-')}@${host}>` });
    await db.insert(sentEmails).values({ key }).onConflictDoNothing();
  };
}
