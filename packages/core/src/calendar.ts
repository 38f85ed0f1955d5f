import { z } from 'zod';
import { daysBetween } from './calendar-days';
import { ymdSchema } from './dates';
import { INVALID_TIME_ZONE_MESSAGE, isValidTimeZone } from './time-zone';

/** The few fields of a person that calendar entries, reminders and suggestions carry. */
export const personRefSchema = z.object({
  id: z.int().positive(),
  name: z.string(),
  photoUrl: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const CALENDAR_RANGE_MAX_DAYS = 366;
export const COMING_UP_DAYS = 30;

/** One occurrence of a key date (GET /api/calendar/entries, GET /api/reminders/today). */
export const calendarEntrySchema = z.object({
  date: ymdSchema,
  keyDateId: z.int().positive(),
  title: z.string(),
  annual: z.boolean(),
  kindred: personRefSchema,
  memoryId: z.int().positive().nullable(),
  /** Whole years since the original year when it is known: "turns 34", "10th anniversary". */
  years: z.int().min(0).nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

// ---- Notification settings (GET/PUT /api/users/me/notifications)

export const REMINDER_DAYS_BEFORE_CHOICES = [0, 1, 3, 7, 14] as const;
export const REMINDER_DAYS_BEFORE_MAX_COUNT = 3;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const notificationSettingsSchema = z.object({
  emailReminders: z.boolean(),
  /** Days before the date a reminder goes out; 0 is the day itself. */
  daysBefore: z.array(z.int()).max(REMINDER_DAYS_BEFORE_MAX_COUNT),
  /** "HH:MM", 24-hour, in `timeZone`. */
  timeOfDay: z.string(),
  /** IANA time zone. */
  timeZone: z.string(),
  weeklyDigest: z.boolean(),
  digestDay: z.enum(WEEKDAYS),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: Omit<NotificationSettings, 'timeZone'> = {
  emailReminders: true,
  daysBefore: [0, 7],
  timeOfDay: '09:00',
  weeklyDigest: false,
  digestDay: 'monday',
};

// ---- Calendar feed (GET /api/calendar/feed, POST /api/calendar/feed/reset, DELETE /api/calendar/feed)

export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

// ---- Keep in touch and suggestions (GET /api/suggestions)

/** How often the user wants to write about a person; set on the person page (PATCH /api/kindreds/{id}). */
export const KEEP_IN_TOUCH_CADENCES = ['none', 'weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type KeepInTouch = (typeof KEEP_IN_TOUCH_CADENCES)[number];
export const KEEP_IN_TOUCH_DAYS: Record<Exclude<KeepInTouch, 'none'>, number> = {
  weekly: 7,
  monthly: 30,
  quarterly: 91,
  yearly: 365,
};

export const SUGGESTIONS_MAX = 10;

export const suggestionSchema = z.object({
  kindred: personRefSchema,
  /** `date`: a key date is coming up; `cadence`: not written about for longer than the person's cadence. */
  kind: z.enum(['date', 'cadence']),
  /** A sentence the user reads: "Sarah's birthday is in 3 days", "No memory of Tom for 5 weeks". */
  reason: z.string(),
  /** The occurrence date for `date` suggestions. */
  date: ymdSchema.nullable(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

// ---- Request checks (server side; the shapes above are what the API answers)

export const CALENDAR_MESSAGES = {
  rangeOrder: 'end must not be before start',
  rangeTooLong: `The range can span at most ${CALENDAR_RANGE_MAX_DAYS} days`,
  daysBefore: 'daysBefore must hold at most 3 different values from 0, 1, 3, 7 and 14',
  timeOfDay: 'timeOfDay must be a time as HH:MM, from 00:00 to 23:59',
  digestDay: 'digestDay must be a day of the week in lower case, e.g. monday',
} as const;

/** GET /api/calendar/entries?start=YYYY-MM-DD&end=YYYY-MM-DD (both included, at most CALENDAR_RANGE_MAX_DAYS days). */
export const calendarRangeQuerySchema = z
  .object({ start: ymdSchema, end: ymdSchema })
  .refine((range) => range.end >= range.start, { error: CALENDAR_MESSAGES.rangeOrder, path: ['end'] })
  .refine((range) => daysBetween(range.start, range.end) < CALENDAR_RANGE_MAX_DAYS, { error: CALENDAR_MESSAGES.rangeTooLong, path: ['end'] });

/** "HH:MM", 24-hour. */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PUT /api/users/me/notifications: every field, each checked; a bad one is a 400 naming it. */
export const notificationSettingsRequestSchema = z.object({
  emailReminders: z.boolean(),
  daysBefore: z
    .array(z.int(), { error: CALENDAR_MESSAGES.daysBefore })
    .max(REMINDER_DAYS_BEFORE_MAX_COUNT, { error: CALENDAR_MESSAGES.daysBefore })
    .refine((days) => days.every((day) => (REMINDER_DAYS_BEFORE_CHOICES as readonly number[]).includes(day)) && new Set(days).size === days.length, {
      error: CALENDAR_MESSAGES.daysBefore,
    })
    .transform((days) => [...days].sort((a, b) => a - b)),
  timeOfDay: z.string({ error: CALENDAR_MESSAGES.timeOfDay }).regex(TIME_OF_DAY_PATTERN, { error: CALENDAR_MESSAGES.timeOfDay }),
  timeZone: z.string({ error: INVALID_TIME_ZONE_MESSAGE }).refine(isValidTimeZone, { error: INVALID_TIME_ZONE_MESSAGE }),
  weeklyDigest: z.boolean(),
  digestDay: z.enum(WEEKDAYS, { error: CALENDAR_MESSAGES.digestDay }),
});
export type NotificationSettingsRequest = z.input<typeof notificationSettingsRequestSchema>;

/** An optional browser time zone sent with sign-up and sign-in; an unknown one is ignored rather than refused. */
export const optionalBrowserTimeZoneSchema = z
  .string()
  .max(100)
  .optional()
  .transform((zone) => (zone && isValidTimeZone(zone) ? zone : undefined));
