/** Texts of the calendar, the dashboard's date panels, suggestions and notification settings (issue #13). */

import type { KeepInTouch, Weekday } from './calendar';

const ordinal = (n: number): string => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/**
 * What a whole number of years means for an occurrence: "Turns 34" for a birthday, "10th
 * anniversary" for an anniversary, "5 years" otherwise; null when the count is unknown or zero.
 */
export function yearsLabel(title: string, years: number | null): string | null {
  if (years === null || years <= 0) return null;
  if (/birthday|born|bday/i.test(title)) return `Turns ${years}`;
  if (/anniversary/i.test(title)) return `${ordinal(years)} anniversary`;
  return years === 1 ? '1 year' : `${years} years`;
}

/** The dashboard's "Today" panel and the link under "Coming up" (the rest of "Coming up" is DASHBOARD_TEXTS'). */
export const DATE_PANEL_TEXTS = {
  loadingToday: "Loading today's dates",
  todayEmpty: 'Nothing today.',
  todayFailed: "We couldn't load today's dates.",
  retry: 'Try again',
  openCalendar: 'Open the calendar',
} as const;

/** The dashboard's "Reach out" panel (GET /api/suggestions). */
export const REACH_OUT_TEXTS = {
  heading: 'Reach out',
  loading: 'Loading suggestions',
  empty: 'No one to reach out to right now.',
  failed: "We couldn't load your suggestions.",
  retry: 'Try again',
  writeMemory: 'Write a memory',
  iceBreaker: 'Ice breaker',
} as const;

/** The /calendar page. */
export const CALENDAR_TEXTS = {
  title: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  thisMonth: 'This month',
  loading: 'Loading the calendar',
  failed: "We couldn't load your calendar.",
  retry: 'Try again',
  monthEmpty: 'No key dates this month.',
  keyboardHelp: 'Arrow keys move between days, Page Up and Page Down between months, Home and End to the start and end of the week.',
  dateCount: (count: number) => (count === 0 ? 'no key dates' : count === 1 ? '1 key date' : `${count} key dates`),
  entryLabel: (name: string, title: string) => `${name}: ${title}`,
  agenda: (month: string) => `Key dates in ${month}`,
} as const;

/** Labels of the daysBefore choices (REMINDER_DAYS_BEFORE_CHOICES). */
export const DAYS_BEFORE_LABELS: Record<number, string> = {
  0: 'On the day',
  1: '1 day before',
  3: '3 days before',
  7: '1 week before',
  14: '2 weeks before',
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** The profile page's "Notifications" section. */
export const NOTIFICATION_TEXTS = {
  heading: 'Notifications',
  loading: 'Loading notification settings',
  loadFailed: "We couldn't load your notification settings.",
  retry: 'Try again',
  emailReminders: 'E-mail reminders',
  emailRemindersHelp: 'An e-mail before each birthday, anniversary and other key date.',
  daysBefore: 'Remind me',
  daysBeforeHelp: (max: number) => `Choose up to ${max}.`,
  timeOfDay: 'Time of day',
  timeZone: 'Time zone',
  weeklyDigest: 'Weekly digest',
  weeklyDigestHelp: 'Once a week, the key dates of the next 14 days with an ice breaker and a gift hint.',
  digestDay: 'Digest day',
  save: 'Save notification settings',
  saved: 'Notification settings saved.',
  saveFailed: "We couldn't save your notification settings.",
} as const;

/** The profile page's "Calendar feed" section. */
export const CALENDAR_FEED_TEXTS = {
  heading: 'Calendar feed',
  intro: 'Subscribe to your key dates from Google Calendar, Apple Calendar or Outlook with a private link. Anyone with the link can see your key dates.',
  show: 'Show my feed link',
  urlLabel: 'Private feed link',
  copy: 'Copy link',
  copied: 'Link copied to the clipboard.',
  copyFailed: "We couldn't copy the link. Select it and copy it yourself.",
  reset: 'Reset link',
  resetTitle: 'Reset your feed link?',
  resetMessage: 'The current link stops working at once. Calendars subscribed to it stop updating until you subscribe to the new link.',
  resetConfirm: 'Reset link',
  cancel: 'Cancel',
  resetDone: 'Your feed link has been reset.',
  turnOff: 'Turn off feed',
  turnedOff: 'The calendar feed is off: its link no longer works.',
  failed: "We couldn't reach your calendar feed. Please try again.",
} as const;

/** Labels of the keep-in-touch cadences on the person page. */
export const KEEP_IN_TOUCH_LABELS: Record<KeepInTouch, string> = {
  none: 'No reminder',
  weekly: 'Every week',
  monthly: 'Every month',
  quarterly: 'Every 3 months',
  yearly: 'Every year',
};

export const KEEP_IN_TOUCH_TEXTS = {
  label: 'Keep in touch',
  help: (name: string) => `Kindred suggests reaching out when you have not written about ${name} for this long.`,
  saved: 'Keep-in-touch setting saved.',
  saveFailed: "We couldn't save the keep-in-touch setting.",
} as const;

/** The signed-in navbar's link to /calendar. */
export const CALENDAR_NAV_LABEL = 'Calendar';
