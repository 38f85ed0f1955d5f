import { WEEKDAYS, type NotificationSettings } from '@kindred/core/calendar';
import { addDays, weekdayOf } from '@kindred/core/calendar-days';
import { occurrencesBetween } from '@kindred/core/key-date';
import { todayIn, zonedTimeToUtc } from '@kindred/core/time-zone';

/** Reminders whose date passed during a stop are recorded as skipped this many days back. */
export const CATCH_UP_DAYS = 31;

export interface PlannedDelivery {
  kind: 'reminder' | 'digest';
  keyDateId: number | null;
  occurrence: string;
  daysBefore: number;
  dueAt: Date;
  /** `queued`: to send now; `skipped`: recorded, never sent, with the reason. */
  status: 'queued' | 'skipped';
  reason: string | null;
}

interface PlanInput {
  keyDates: { id: number; date: string; annual: boolean; createdAt: Date }[];
  settings: NotificationSettings;
  now: Date;
}

/** 'monday'..'sunday' of a 'YYYY-MM-DD'. */
export const weekdayNameOf = (ymd: string) => WEEKDAYS[(weekdayOf(ymd) + 6) % 7]!;

/**
 * Every reminder and digest that is due at `now` in the user's time zone, and every one whose date
 * passed before it could be sent. A reminder is due when its send time (the occurrence minus
 * `daysBefore`, at `timeOfDay`, in the user's zone) has passed and the occurrence has not ended.
 * Of several late reminders for one occurrence only the nearest is sent: a 7-day reminder is
 * skipped as `superseded` once the 1-day one's day has come. Claims already made are left out by
 * the caller; this is pure arithmetic on the clock it is given.
 */
export function planDeliveries({ keyDates, settings, now }: PlanInput): PlannedDelivery[] {
  const { timeZone, timeOfDay } = settings;
  const today = todayIn(timeZone, now);
  const planned: PlannedDelivery[] = [];
  if (settings.emailReminders && settings.daysBefore.length > 0) {
    const offsets = [...settings.daysBefore].sort((a, b) => a - b);
    const from = addDays(today, -CATCH_UP_DAYS);
    const to = addDays(today, offsets.at(-1)!);
    for (const keyDate of keyDates) {
      for (const occurrence of occurrencesBetween(keyDate, from, to)) {
        for (const daysBefore of offsets) {
          const dueAt = zonedTimeToUtc(addDays(occurrence, -daysBefore), timeOfDay, timeZone);
          if (dueAt > now) continue;
          const base = { kind: 'reminder' as const, keyDateId: keyDate.id, occurrence, daysBefore, dueAt };
          if (occurrence < today) {
            // Missed while nothing ran; a date entered after its reminder's time was never owed one.
            if (dueAt > keyDate.createdAt) planned.push({ ...base, status: 'skipped', reason: 'date-passed' });
          } else if (offsets.some((nearer) => nearer < daysBefore && addDays(occurrence, -nearer) <= today)) {
            planned.push({ ...base, status: 'skipped', reason: 'superseded' });
          } else {
            planned.push({ ...base, status: 'queued', reason: null });
          }
        }
      }
    }
  }
  if (settings.weeklyDigest && weekdayNameOf(today) === settings.digestDay) {
    const dueAt = zonedTimeToUtc(today, timeOfDay, timeZone);
    if (dueAt <= now) planned.push({ kind: 'digest', keyDateId: null, occurrence: today, daysBefore: 0, dueAt, status: 'queued', reason: null });
  }
  return planned;
}

/** The identity of a claim, as the unique indexes of the log see it. */
export const claimKey = (claim: { kind: string; keyDateId: number | null; occurrence: string; daysBefore: number }) =>
  `${claim.kind}:${claim.keyDateId ?? ''}:${claim.occurrence}:${claim.daysBefore}`;
