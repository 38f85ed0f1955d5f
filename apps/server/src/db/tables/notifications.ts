import { DEFAULT_NOTIFICATION_SETTINGS, WEEKDAYS } from '@kindred/core/calendar';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's reminder settings. No row means the defaults (reminders on); the time zone is the
 * browser's, saved at sign-up or first sign-in, UTC until then.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailReminders: boolean('email_reminders').notNull().default(DEFAULT_NOTIFICATION_SETTINGS.emailReminders),
  daysBefore: smallint('days_before').array().notNull().default(sql`'{0,7}'::smallint[]`),
  timeOfDay: text('time_of_day').notNull().default(DEFAULT_NOTIFICATION_SETTINGS.timeOfDay),
  timeZone: text('time_zone'),
  weeklyDigest: boolean('weekly_digest').notNull().default(DEFAULT_NOTIFICATION_SETTINGS.weeklyDigest),
  digestDay: text('digest_day', { enum: WEEKDAYS }).notNull().default(DEFAULT_NOTIFICATION_SETTINGS.digestDay),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const DELIVERY_KINDS = ['reminder', 'digest'] as const;
export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

/**
 * The reminder e-mail log. A row is the claim on one (user, key date, occurrence, days before)
 * reminder, or one (user, day) digest: written before the message is sent, unique, so no process,
 * restart or retry can send it twice.
 */
export const reminderDeliveries = pgTable(
  'reminder_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DELIVERY_KINDS }).notNull(),
    /** The key date reminded of; null for a digest. Not a foreign key: the log outlives a deleted date. */
    keyDateId: integer('key_date_id'),
    /** The day the key date falls on; for a digest, the day it is sent. */
    occurrence: date('occurrence', { mode: 'string' }).notNull(),
    /** Days before the occurrence the reminder is for; 0 for a digest. */
    daysBefore: smallint('days_before').notNull().default(0),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull(),
    /** Why it was skipped or what the last failure was: a short code, never private text. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    /** While set and ahead, one worker is sending it and no other may. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reminder_deliveries_reminder_claim').on(table.userId, table.keyDateId, table.occurrence, table.daysBefore).where(sql`${table.kind} = 'reminder'`),
    uniqueIndex('reminder_deliveries_digest_claim').on(table.userId, table.occurrence).where(sql`${table.kind} = 'digest'`),
    index('reminder_deliveries_user_idx').on(table.userId, table.occurrence),
  ],
);

export type ReminderDeliveryRow = typeof reminderDeliveries.$inferSelect;

/**
 * A user's private calendar feed. The URL's token is HMAC(server secret, nonce): only its hash is
 * stored, and resetting the nonce retires the old URL at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 128 random bits, base64url. */
  nonce: text('nonce').notNull(),
  /** sha256 of the token, hex: what a feed request is looked up by. */
  tokenHash: text('token_hash').notNull().unique(),
  /** sha256 of the last body served, and when it last changed: the ETag and Last-Modified. */
  contentHash: text('content_hash'),
  contentChangedAt: timestamp('content_changed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
