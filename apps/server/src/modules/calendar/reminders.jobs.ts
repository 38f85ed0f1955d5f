import { addDays } from '@kindred/core/calendar-days';
import { occurrencesBetween } from '@kindred/core/key-date';
import { todayIn } from '@kindred/core/time-zone';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { ReminderDeliveryRow } from '../../db/schema';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { Transact } from '../../jobs/transact';
import type { MailMessage, Mailer } from '../../mail/mailer';
import { digestEmail, reminderEmail } from '../../mail/templates';
import type { CalendarRepository } from './calendar.repository';
import { dateNotice } from './date-notice';
import { CATCH_UP_DAYS, claimKey, planDeliveries } from './reminder-plan';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** The digest looks this many days ahead, today included. */
export const DIGEST_DAYS = 14;
/** One send attempt holds its delivery this long; a worker that died mid-send frees it when it runs out. */
const LEASE_MS = 10 * 60_000;
/** Ice breakers and gift hints are written for at most this many people of one digest. */
const DIGEST_HINTS_MAX = 10;
/** A tick reads the key dates and claims of this many users per query. */
const TICK_BATCH_USERS = 500;

function groupBy<T, K>(items: T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

const forDelivery = z.object({ deliveryId: z.int().positive() });
// A mail server down for an hour or more: 30 s doubling over 10 retries spans about 8 hours.
const mailRetries = { retryLimit: 10, retryDelaySeconds: 30, retryBackoff: true } as const;

/** Each e-mail job carries its delivery's id: the idempotency key that a retry or a second worker is checked against. */
export const sendReminderEmailJob = defineJob({ name: 'send-reminder-email', payload: forDelivery, ...mailRetries });
export const sendDigestEmailJob = defineJob({ name: 'send-digest-email', payload: forDelivery, ...mailRetries });

export type PersonHints = (userId: number, kindredId: number, timeZone: string) => Promise<{ iceBreaker: string | null; giftHint: string | null }>;

interface Dependencies {
  config: Pick<Config, 'publicUrl' | 'reminderTickSeconds'>;
  calendar: CalendarRepository;
  transact: Transact;
  mailer: Mailer;
  clock: Clock;
  unsubscribeTokens: UnsubscribeTokens;
  personHints: PersonHints;
  logger: FastifyBaseLogger;
}

type Composed = { message: MailMessage } | { skip: string };

/** The scheduler tick and the two e-mail jobs: reminders that arrive once, on the right day, in the user's zone. */
export function createReminders({ config, calendar, transact, mailer, clock, unsubscribeTokens, personHints, logger }: Dependencies) {
  const host = new URL(config.publicUrl).hostname;
  const unsubscribeUrl = (userId: number) => `${config.publicUrl}/api/reminders/unsubscribe?token=${unsubscribeTokens.sign(userId)}`;
  const hintsOrNone = (userId: number, kindredId: number, timeZone: string) =>
    personHints(userId, kindredId, timeZone).catch((error: unknown) => {
      logger.warn({ err: error, kindredId }, 'no ice breaker or gift hint for a reminder');
      return { iceBreaker: null, giftHint: null };
    });
  const envelope = (delivery: ReminderDeliveryRow, to: string, rendered: ReturnType<typeof reminderEmail>): MailMessage => {
    const unsubscribe = unsubscribeUrl(delivery.userId);
    return {
      to,
      ...rendered,
      messageId: `<${delivery.kind}-${delivery.id}@${host}>`,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  };

  async function composeReminder(delivery: ReminderDeliveryRow, now: Date): Promise<Composed> {
    const [email, settings] = await Promise.all([calendar.emailOf(delivery.userId), calendar.settingsOf(delivery.userId)]);
    if (!email) return { skip: 'no-account' };
    if (!settings.emailReminders) return { skip: 'reminders-off' };
    const keyDate = delivery.keyDateId === null ? null : await calendar.keyDateWithPerson(delivery.userId, delivery.keyDateId);
    if (!keyDate) return { skip: 'deleted' };
    if (!occurrencesBetween(keyDate, delivery.occurrence, delivery.occurrence).includes(delivery.occurrence)) return { skip: 'date-changed' };
    const today = todayIn(settings.timeZone, now);
    if (delivery.occurrence < today) return { skip: 'date-passed' };
    const hints = await hintsOrNone(delivery.userId, keyDate.kindred.id, settings.timeZone);
    const memory = keyDate.memory?.rawText ? keyDate.memory : null;
    const notice = dateNotice({ keyDate, occurrence: delivery.occurrence, today, kindred: keyDate.kindred, memory, hints, publicUrl: config.publicUrl });
    return { message: envelope(delivery, email, reminderEmail(notice, unsubscribeUrl(delivery.userId))) };
  }

  async function composeDigest(delivery: ReminderDeliveryRow): Promise<Composed> {
    const [email, settings] = await Promise.all([calendar.emailOf(delivery.userId), calendar.settingsOf(delivery.userId)]);
    if (!email) return { skip: 'no-account' };
    if (!settings.weeklyDigest) return { skip: 'digest-off' };
    const today = delivery.occurrence;
    const end = addDays(today, DIGEST_DAYS - 1);
    const entries = (await calendar.datedPeople(delivery.userId))
      .flatMap((keyDate) => occurrencesBetween(keyDate, today, end).map((occurrence) => ({ keyDate, occurrence })))
      .sort((a, b) => a.occurrence.localeCompare(b.occurrence) || a.keyDate.id - b.keyDate.id);
    if (entries.length === 0) return { skip: 'empty' };
    const hintsByPerson = new Map<number, Promise<{ iceBreaker: string | null; giftHint: string | null }>>();
    for (const { keyDate } of entries) {
      if (hintsByPerson.size < DIGEST_HINTS_MAX && !hintsByPerson.has(keyDate.kindred.id)) {
        hintsByPerson.set(keyDate.kindred.id, hintsOrNone(delivery.userId, keyDate.kindred.id, settings.timeZone));
      }
    }
    const notices = await Promise.all(
      entries.map(async ({ keyDate, occurrence }) =>
        dateNotice({
          keyDate,
          occurrence,
          today,
          kindred: keyDate.kindred,
          memory: null,
          hints: (await hintsByPerson.get(keyDate.kindred.id)) ?? { iceBreaker: null, giftHint: null },
          publicUrl: config.publicUrl,
        }),
      ),
    );
    return { message: envelope(delivery, email, digestEmail(notices, unsubscribeUrl(delivery.userId))) };
  }

  /** One send attempt of a claimed delivery; a failure is logged on the row and thrown, so the job is retried with backoff. */
  const sendDelivery = (compose: (delivery: ReminderDeliveryRow, now: Date) => Promise<Composed>) =>
    async ({ deliveryId }: { deliveryId: number }) => {
      const now = clock();
      const delivery = await calendar.lease(deliveryId, now, new Date(now.getTime() + LEASE_MS));
      if (!delivery) return;
      let composed: Composed;
      try {
        composed = await compose(delivery, now);
        if ('skip' in composed) {
          await calendar.finish(deliveryId, clock(), { status: 'skipped', reason: composed.skip });
          return;
        }
        await mailer.send(composed.message);
      } catch (error) {
        await calendar.finish(deliveryId, clock(), { status: 'failed', reason: error instanceof Error && 'code' in error ? String(error.code) : 'error' });
        throw error;
      }
      await calendar.finish(deliveryId, clock(), { status: 'sent' });
    };

  /**
   * Claims every due reminder and digest not claimed yet, and enqueues its e-mail in the same
   * transaction. Any number of processes may tick at once: the log's unique claims let one win.
   */
  async function tick(): Promise<void> {
    const now = clock();
    // Every zone's today is within a day of UTC's; the plan looks CATCH_UP_DAYS back from it.
    const since = addDays(todayIn('UTC', now), -CATCH_UP_DAYS - 2);
    const recipients = await calendar.recipients();
    for (let start = 0; start < recipients.length; start += TICK_BATCH_USERS) {
      const batch = recipients.slice(start, start + TICK_BATCH_USERS);
      const ids = batch.map((recipient) => recipient.userId);
      const [dates, claims] = await Promise.all([calendar.keyDatesOfUsers(ids), calendar.deliveriesOfUsersSince(ids, since)]);
      const datesOf = groupBy(dates, (row) => row.userId);
      const claimed = new Set(claims.map((claim) => `${claim.userId}/${claimKey(claim)}`));
      for (const { userId, settings } of batch) {
        const planned = planDeliveries({ keyDates: settings.emailReminders ? (datesOf.get(userId) ?? []) : [], settings, now });
        const fresh = planned.filter((claim) => !claimed.has(`${userId}/${claimKey(claim)}`));
        if (fresh.length === 0) continue;
        try {
          await transact(async ({ tx, enqueue }) => {
            for (const claim of fresh) {
              const row = await calendar.claim({ userId, ...claim }, tx);
              if (row && claim.status === 'queued') await enqueue(claim.kind === 'digest' ? sendDigestEmailJob : sendReminderEmailJob, { deliveryId: row.id });
            }
          });
        } catch (error) {
          logger.error({ err: error, userId }, 'reminder tick failed for a user');
        }
      }
    }
  }

  const tickJob = defineJob({ name: 'reminder-tick', payload: z.object({}), policy: 'short', repeatSeconds: config.reminderTickSeconds, retryLimit: 0 });
  const jobHandlers: JobHandler[] = [
    handleJob(tickJob, tick),
    handleJob(sendReminderEmailJob, sendDelivery(composeReminder)),
    handleJob(sendDigestEmailJob, sendDelivery((delivery) => composeDigest(delivery))),
  ];
  return { tick, jobHandlers, unsubscribeUrl };
}

export type Reminders = ReturnType<typeof createReminders>;
