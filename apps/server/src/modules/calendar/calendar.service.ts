import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  KEEP_IN_TOUCH_DAYS,
  SUGGESTIONS_MAX,
  type CalendarEntry,
  type CalendarFeed,
  type NotificationSettings,
  type Suggestion,
} from '@kindred/core/calendar';
import { addDays, daysBetween } from '@kindred/core/calendar-days';
import { cadenceReason, reminderSentence } from '@kindred/core/calendar-texts';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import { occurrencesBetween, yearsSince } from '@kindred/core/key-date';
import { todayIn } from '@kindred/core/time-zone';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import { photoUrlOf } from '../kindreds';
import type { CalendarRepository } from './calendar.repository';
import { renderIcs } from './ics';
import type { UnsubscribeTokens } from './unsubscribe-tokens';

/** "Reach out" names a date this many days ahead, today included. */
export const SUGGESTION_DATE_DAYS = 14;

interface Dependencies {
  config: Pick<Config, 'publicUrl'>;
  calendar: CalendarRepository;
  clock: Clock;
  /** The server's signing secret: feed tokens are HMACs of a stored nonce under it. */
  secret: string;
  unsubscribeTokens: UnsubscribeTokens;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The calendar, today's dates, notification settings, the private feed, suggestions and unsubscribing. */
export function createCalendarService({ config, calendar, clock, secret, unsubscribeTokens }: Dependencies) {
  const host = new URL(config.publicUrl).hostname;
  const feedTokenOf = (userId: number, nonce: string) => createHmac('sha256', secret).update(`kindred-calendar-feed:${userId}:${nonce}`).digest('base64url');
  const feedUrlOf = (token: string) => `${config.publicUrl}/api/calendar/feed/${token}.ics`;
  const newNonce = () => randomBytes(16).toString('base64url');

  async function entries(userId: number, start: string, end: string): Promise<CalendarEntry[]> {
    const rows = await calendar.datedPeople(userId);
    return rows
      .flatMap((row) =>
        occurrencesBetween(row, start, end).map(
          (date): CalendarEntry => ({
            date,
            keyDateId: row.id,
            title: row.eventTitle,
            annual: row.annual,
            kindred: { id: row.kindred.id, name: row.kindred.name, photoUrl: photoUrlOf(row.kindred) },
            memoryId: row.memoryId,
            years: yearsSince(row, date),
          }),
        ),
      )
      .sort((a, b) => a.date.localeCompare(b.date) || a.kindred.name.localeCompare(b.kindred.name) || a.keyDateId - b.keyDateId);
  }

  const todayOf = async (userId: number) => todayIn((await calendar.settingsOf(userId)).timeZone, clock());

  return {
    entries,
    /** Today's occurrences, today being the user's in their time zone. */
    today: async (userId: number) => {
      const today = await todayOf(userId);
      return entries(userId, today, today);
    },

    getSettings: (userId: number) => calendar.settingsOf(userId),
    /** Saves the settings; reminders already sent or skipped stay as they are in the log. */
    putSettings: async (userId: number, settings: NotificationSettings) => {
      await calendar.saveSettings(userId, settings);
      return calendar.settingsOf(userId);
    },

    /** The feed's URL, creating the feed on first use. */
    async feed(userId: number): Promise<CalendarFeed> {
      let row = await calendar.feedOf(userId);
      if (!row) {
        const nonce = newNonce();
        await calendar.createFeed(userId, nonce, sha256(feedTokenOf(userId, nonce)));
        row = (await calendar.feedOf(userId))!;
      }
      const token = feedTokenOf(userId, row.nonce);
      // A changed JWT_SECRET makes a new token from the same nonce: the stored hash follows it.
      if (sha256(token) !== row.tokenHash) await calendar.rehashFeed(userId, sha256(token));
      return { url: feedUrlOf(token) };
    },
    /** A new URL; the old one answers 404 from now on. */
    async resetFeed(userId: number): Promise<CalendarFeed> {
      const nonce = newNonce();
      const token = feedTokenOf(userId, nonce);
      await calendar.replaceFeed(userId, nonce, sha256(token));
      return { url: feedUrlOf(token) };
    },
    deleteFeed: async (userId: number) => {
      await calendar.deleteFeed(userId);
    },
    /** The ICS body of a feed token with its ETag and Last-Modified; null for a token that is not (or no longer) a feed. */
    async renderFeed(token: string) {
      const feed = await calendar.feedByTokenHash(sha256(token));
      if (!feed) return null;
      const [rows, settings] = await Promise.all([calendar.datedPeople(feed.userId), calendar.settingsOf(feed.userId)]);
      const body = renderIcs({
        host,
        alarms: { daysBefore: settings.daysBefore, timeOfDay: settings.timeOfDay },
        events: rows.map((row) => ({
          keyDateId: row.id,
          date: row.date,
          annual: row.annual,
          title: row.eventTitle,
          personName: row.kindred.name,
          personUrl: `${config.publicUrl}${LINKED_CLIENT_PATHS.kindred}/${row.kindred.id}`,
          createdAt: row.createdAt,
        })),
      });
      const contentHash = sha256(body);
      let lastModified = feed.contentChangedAt;
      if (feed.contentHash !== contentHash || !lastModified) {
        // HTTP dates count whole seconds.
        lastModified = new Date(Math.floor(clock().getTime() / 1000) * 1000);
        await calendar.saveFeedContent(feed.userId, contentHash, lastModified);
      }
      return { body, etag: `"${contentHash.slice(0, 32)}"`, lastModified };
    },

    /** Up to SUGGESTIONS_MAX people to reach out to: dates coming up first, then the longest overdue for their cadence. */
    async suggestions(userId: number): Promise<Suggestion[]> {
      const settings = await calendar.settingsOf(userId);
      const now = clock();
      const today = todayIn(settings.timeZone, now);
      const [dated, cadence] = await Promise.all([calendar.datedPeople(userId), calendar.cadencePeople(userId)]);
      const seen = new Set<number>();
      const suggestions: Suggestion[] = [];
      const upcoming = dated
        .flatMap((row) => occurrencesBetween(row, today, addDays(today, SUGGESTION_DATE_DAYS - 1)).map((date) => ({ row, date })))
        .sort((a, b) => a.date.localeCompare(b.date) || a.row.id - b.row.id);
      for (const { row, date } of upcoming) {
        if (seen.has(row.kindred.id)) continue;
        seen.add(row.kindred.id);
        suggestions.push({
          kindred: { id: row.kindred.id, name: row.kindred.name, photoUrl: photoUrlOf(row.kindred) },
          kind: 'date',
          reason: capitalised(reminderSentence(row.kindred.name, row.eventTitle, daysBetween(today, date))),
          date,
        });
      }
      const overdue = cadence
        .flatMap((person) => {
          if (person.keepInTouch === 'none' || seen.has(person.id)) return [];
          const cadenceDays = KEEP_IN_TOUCH_DAYS[person.keepInTouch];
          const since = daysBetween(todayIn(settings.timeZone, person.lastMemoryAt ?? person.createdAt), today);
          return since > cadenceDays ? [{ person, since, ratio: since / cadenceDays }] : [];
        })
        .sort((a, b) => b.ratio - a.ratio || a.person.id - b.person.id);
      for (const { person, since } of overdue) {
        suggestions.push({
          kindred: { id: person.id, name: person.name, photoUrl: photoUrlOf(person) },
          kind: 'cadence',
          reason: cadenceReason(person.name, person.lastMemoryAt ? since : null),
          date: null,
        });
      }
      return suggestions.slice(0, SUGGESTIONS_MAX);
    },

    /** Turns reminder e-mails and the digest off for the user a signed unsubscribe token names; false for a bad token. */
    async unsubscribe(token: string): Promise<boolean> {
      const userId = unsubscribeTokens.verify(token);
      if (userId === null) return false;
      // A deleted account gets no more e-mail anyway.
      if (await calendar.emailOf(userId)) await calendar.turnOffEmails(userId);
      return true;
    },
  };
}

export type CalendarService = ReturnType<typeof createCalendarService>;
