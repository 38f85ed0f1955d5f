import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@kindred/core/calendar';
import { and, asc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { calendarFeeds, keyDates, kindreds, memories, notificationSettings, reminderDeliveries, users, type ReminderDeliveryRow } from '../../db/schema';

/** The zone until the browser's is saved. */
export const FALLBACK_TIME_ZONE = 'UTC';

type SettingsRow = typeof notificationSettings.$inferSelect;

/** A stored settings row (or none) as the API's settings, with the defaults filled in. */
export function settingsFrom(row: Omit<SettingsRow, 'userId' | 'updatedAt'> | null): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: FALLBACK_TIME_ZONE };
  return {
    emailReminders: row.emailReminders,
    daysBefore: [...row.daysBefore].sort((a, b) => a - b),
    timeOfDay: row.timeOfDay,
    timeZone: row.timeZone ?? FALLBACK_TIME_ZONE,
    weeklyDigest: row.weeklyDigest,
    digestDay: row.digestDay,
  };
}

const settingsColumns = {
  emailReminders: notificationSettings.emailReminders,
  daysBefore: notificationSettings.daysBefore,
  timeOfDay: notificationSettings.timeOfDay,
  timeZone: notificationSettings.timeZone,
  weeklyDigest: notificationSettings.weeklyDigest,
  digestDay: notificationSettings.digestDay,
};

/** Key dates with their people, notification settings, the reminder log and the feed: always scoped to one user. */
export function createCalendarRepository(db: Db) {
  const first = <T>(rows: T[]) => rows[0] ?? null;
  return {
    /** Every key date of the user with the person it belongs to. */
    datedPeople: (userId: number) =>
      db
        .select({
          id: keyDates.id,
          date: keyDates.date,
          eventTitle: keyDates.eventTitle,
          annual: keyDates.annual,
          memoryId: keyDates.memoryId,
          createdAt: keyDates.createdAt,
          kindred: { id: kindreds.id, name: kindreds.name, photoKey: kindreds.photoKey },
        })
        .from(keyDates)
        .innerJoin(kindreds, eq(kindreds.id, keyDates.kindredId))
        .where(eq(keyDates.userId, userId))
        .orderBy(asc(keyDates.date), asc(keyDates.id)),
    /** One key date with its person and the memory it came from; null once any of them is gone. */
    keyDateWithPerson: async (userId: number, keyDateId: number) =>
      first(
        await db
          .select({
            id: keyDates.id,
            date: keyDates.date,
            eventTitle: keyDates.eventTitle,
            annual: keyDates.annual,
            kindred: { id: kindreds.id, name: kindreds.name },
            memory: { title: memories.title, rawText: memories.rawText },
          })
          .from(keyDates)
          .innerJoin(kindreds, eq(kindreds.id, keyDates.kindredId))
          .leftJoin(memories, eq(memories.id, keyDates.memoryId))
          .where(and(eq(keyDates.id, keyDateId), eq(keyDates.userId, userId))),
      ),
    /** The user's people with a keep-in-touch cadence. */
    cadencePeople: (userId: number) =>
      db
        .select({ id: kindreds.id, name: kindreds.name, photoKey: kindreds.photoKey, keepInTouch: kindreds.keepInTouch, lastMemoryAt: kindreds.lastMemoryAt, createdAt: kindreds.createdAt })
        .from(kindreds)
        .where(and(eq(kindreds.userId, userId), ne(kindreds.keepInTouch, 'none'))),

    // ---- Notification settings

    settingsOf: async (userId: number) => settingsFrom(first(await db.select(settingsColumns).from(notificationSettings).where(eq(notificationSettings.userId, userId)))),
    saveSettings: async (userId: number, values: NotificationSettings) => {
      const row = { ...values, updatedAt: sql`now()` };
      await db.insert(notificationSettings).values({ userId, ...row }).onConflictDoUpdate({ target: notificationSettings.userId, set: row });
    },
    /** Keeps the browser's zone the first time one is known: at sign-up or at the first sign-in. */
    saveTimeZoneIfUnset: async (userId: number, timeZone: string, tx: Db = db) => {
      await tx
        .insert(notificationSettings)
        .values({ userId, timeZone })
        .onConflictDoUpdate({ target: notificationSettings.userId, set: { timeZone: sql`coalesce(${notificationSettings.timeZone}, excluded.time_zone)` } });
    },
    /** The unsubscribe link: reminders and the digest off. */
    turnOffEmails: async (userId: number) => {
      const off = { emailReminders: false, weeklyDigest: false, updatedAt: sql`now()` };
      await db.insert(notificationSettings).values({ userId, ...off }).onConflictDoUpdate({ target: notificationSettings.userId, set: off });
    },
    /** Verified users who get reminder e-mails or the digest (no settings row: reminders are on by default). */
    recipients: async () => {
      const rows = await db
        .select({ userId: users.id, settings: settingsColumns })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(and(isNotNull(users.emailVerifiedAt), or(sql`coalesce(${notificationSettings.emailReminders}, true)`, eq(notificationSettings.weeklyDigest, true))))
        .orderBy(asc(users.id));
      return rows.map(({ userId, settings }) => ({ userId, settings: settingsFrom(settings) }));
    },
    emailOf: async (userId: number) => (first(await db.select({ email: users.email }).from(users).where(eq(users.id, userId))))?.email ?? null,

    // ---- The reminder log

    /** The key dates of several users, for the scheduler: what planning needs and no more. */
    keyDatesOfUsers: (userIds: number[]) =>
      db
        .select({ userId: keyDates.userId, id: keyDates.id, date: keyDates.date, annual: keyDates.annual, createdAt: keyDates.createdAt })
        .from(keyDates)
        .where(inArray(keyDates.userId, userIds)),
    /** The claims already made for several users' occurrences from `since` on. */
    deliveriesOfUsersSince: (userIds: number[], since: string) =>
      db
        .select({ userId: reminderDeliveries.userId, kind: reminderDeliveries.kind, keyDateId: reminderDeliveries.keyDateId, occurrence: reminderDeliveries.occurrence, daysBefore: reminderDeliveries.daysBefore })
        .from(reminderDeliveries)
        .where(and(inArray(reminderDeliveries.userId, userIds), gte(reminderDeliveries.occurrence, since))),
    /** Claims one reminder or digest; null when it was claimed before (by this or any other process). */
    claim: async (
      values: Pick<ReminderDeliveryRow, 'userId' | 'kind' | 'keyDateId' | 'occurrence' | 'daysBefore' | 'status' | 'reason' | 'dueAt'>,
      tx: Db = db,
    ) => first(await tx.insert(reminderDeliveries).values(values).onConflictDoNothing().returning({ id: reminderDeliveries.id })),
    /**
     * Takes a queued or failed delivery for one send attempt, until `leaseUntil`; null when it was
     * sent or skipped, or another worker is sending it right now.
     */
    lease: async (id: number, now: Date, leaseUntil: Date) =>
      first(
        await db
          .update(reminderDeliveries)
          .set({ attempts: sql`${reminderDeliveries.attempts} + 1`, leaseUntil, updatedAt: now })
          .where(
            and(
              eq(reminderDeliveries.id, id),
              sql`${reminderDeliveries.status} in ('queued', 'failed')`,
              or(sql`${reminderDeliveries.leaseUntil} is null`, sql`${reminderDeliveries.leaseUntil} < ${now.toISOString()}`),
            ),
          )
          .returning(),
      ),
    finish: (id: number, now: Date, outcome: { status: 'sent' } | { status: 'failed' | 'skipped'; reason: string }) =>
      db
        .update(reminderDeliveries)
        .set({ ...outcome, leaseUntil: null, updatedAt: now, ...(outcome.status === 'sent' ? { sentAt: now, reason: null } : {}) })
        .where(eq(reminderDeliveries.id, id)),
    deliveriesOf: (userId: number) => db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, userId)).orderBy(asc(reminderDeliveries.id)),

    // ---- The calendar feed

    feedOf: async (userId: number) => first(await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId))),
    /** Creates the feed unless it exists (two first requests at once make one feed). */
    createFeed: (userId: number, nonce: string, tokenHash: string) => db.insert(calendarFeeds).values({ userId, nonce, tokenHash }).onConflictDoNothing(),
    /** Gives the feed a new nonce, and so a new URL; the previous token stops working in the same statement. */
    replaceFeed: (userId: number, nonce: string, tokenHash: string) =>
      db
        .insert(calendarFeeds)
        .values({ userId, nonce, tokenHash })
        .onConflictDoUpdate({ target: calendarFeeds.userId, set: { nonce, tokenHash, contentHash: null, contentChangedAt: null } }),
    /** Keeps the nonce, with the hash of the token the current secret makes from it. */
    rehashFeed: (userId: number, tokenHash: string) => db.update(calendarFeeds).set({ tokenHash }).where(eq(calendarFeeds.userId, userId)),
    deleteFeed: (userId: number) => db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId)),
    feedByTokenHash: async (tokenHash: string) => first(await db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash))),
    saveFeedContent: (userId: number, contentHash: string, changedAt: Date) =>
      db.update(calendarFeeds).set({ contentHash, contentChangedAt: changedAt }).where(eq(calendarFeeds.userId, userId)),
  };
}

export type CalendarRepository = ReturnType<typeof createCalendarRepository>;
