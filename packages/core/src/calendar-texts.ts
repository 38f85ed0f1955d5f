// Texts of key dates: the sentences e-mails, suggestions and the dashboard say the same way, and the
// labels of the calendar, the date panels, suggestions and notification settings (issue #13).

import type { KeepInTouch, Weekday } from './calendar';

/** "today", "tomorrow", "in 3 days"; "3 days ago" for the past. */
export function whenPhrase(daysAway: number): string {
  if (daysAway === 0) return 'today';
  if (daysAway === 1) return 'tomorrow';
  if (daysAway === -1) return 'yesterday';
  return daysAway > 0 ? `in ${daysAway} days` : `${-daysAway} days ago`;
}

/**
 * What the date is, said with the person's name: "Sarah's birthday" for a title "Birthday", the
 * title itself when it already names the person ("Mum and Dad's anniversary" for Mum and Dad).
 */
export function occasionPhrase(personName: string, title: string): string {
  const trimmed = title.trim();
  const firstName = personName.trim().split(/\s+/)[0] ?? '';
  if (firstName && trimmed.toLowerCase().includes(firstName.toLowerCase())) return trimmed;
  const possessive = personName.trim().endsWith('s') ? `${personName.trim()}'` : `${personName.trim()}'s`;
  // A title that starts with an ordinary word reads in lower case after the name ("Sarah's birthday");
  // one that starts with a name or an acronym ("Japan trip", "NYC move") keeps its capital.
  const firstWord = trimmed.split(/\s+/)[0] ?? '';
  const ordinary = /^[A-Z][a-z]+$/.test(firstWord) && COMMON_FIRST_WORDS.has(firstWord.toLowerCase());
  return `${possessive} ${ordinary ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed}`;
}

const COMMON_FIRST_WORDS = new Set([
  'birthday', 'anniversary', 'wedding', 'graduation', 'engagement', 'retirement', 'first', 'last', 'day', 'date', 'move',
  'moving', 'surgery', 'appointment', 'party', 'trip', 'exam', 'exams', 'interview', 'start', 'new', 'name', 'baptism',
  'christening', 'memorial', 'recital', 'concert', 'game', 'match', 'race', 'marathon', 'dinner', 'lunch', 'visit',
  'due', 'work', 'job', 'school', 'college', 'university', 'housewarming', 'launch', 'opening', 'funeral', 'sobriety',
  'adoption', 'gotcha', 'big', 'holiday', 'vacation',
]);

/** "Sarah's birthday is tomorrow", "Mum and Dad's anniversary is in 7 days". */
export function reminderSentence(personName: string, title: string, daysAway: number): string {
  return `${occasionPhrase(personName, title)} is ${whenPhrase(daysAway)}`;
}

/** "turns 34", "10th anniversary": the count of years the date has been coming back. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** "No memory of Tom for 5 weeks", "No memory of Tom yet" for the keep-in-touch suggestion. */
export function cadenceReason(personName: string, daysSinceLastMemory: number | null): string {
  if (daysSinceLastMemory === null) return `No memory of ${personName} yet`;
  if (daysSinceLastMemory < 14) return `No memory of ${personName} for ${daysSinceLastMemory} days`;
  if (daysSinceLastMemory < 60) return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 7)} weeks`;
  if (daysSinceLastMemory < 730) return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 30)} months`;
  return `No memory of ${personName} for ${Math.floor(daysSinceLastMemory / 365)} years`;
}

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
