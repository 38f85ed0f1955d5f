/**
 * Texts of the dashboard, the kindred profile page and the data export that the spec does not
 * quote (its quoted ones are in memory-texts.ts). Zod-free.
 */

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The dashboard: greeting, people, upcoming key dates and memory activity. */
export const DASHBOARD_TEXTS = {
  greeting: (partOfDay: 'morning' | 'afternoon' | 'evening', name: string) => `Good ${partOfDay}, ${name}`,
  title: 'Your dashboard',
  intro: 'Here is what is happening with the people who matter to you.',
  people: 'Your people',
  loadingPeople: 'Loading your people',
  peopleFailed: "We couldn't load your people.",
  retry: 'Try again',
  emptyTitle: 'No one here yet',
  emptyMessage: 'Add the first person who matters to you, then start keeping the moments you share.',
  addFirst: 'Add your first person',
  memoryCount: (count: number) => plural(count, 'memory', 'memories'),
  nextKeyDate: (title: string, date: string) => `Next: ${title}, ${date}`,
  noUpcomingKeyDate: 'No upcoming key dates',
  photoOf: (name: string) => `Photo of ${name}`,
  kindredAdded: (name: string) => `${name} has been added.`,
  upcoming: (days: number) => `Coming up in the next ${days} days`,
  loadingUpcoming: 'Loading upcoming key dates',
  upcomingEmpty: (days: number) => `No key dates in the next ${days} days.`,
  upcomingFailed: "We couldn't load your upcoming key dates.",
  today: 'Today',
  tomorrow: 'Tomorrow',
  inDays: (days: number) => `In ${days} days`,
  activity: 'Memory activity',
  loadingActivity: 'Loading memory activity',
  activityGrid: 'Memories per day over the last year',
  activityCell: (count: number, date: string) => `${count === 0 ? 'No' : count} ${count === 1 ? 'memory' : 'memories'} on ${date}`,
  activitySummary: (memories: number, days: number) =>
    memories === 0
      ? 'No memories in the last year yet.'
      : `${plural(memories, 'memory', 'memories')} in the last year, on ${plural(days, 'day', 'days')}.`,
  less: 'Less',
  more: 'More',
} as const;

/** The kindred profile page beyond the actions quoted by the spec. */
export const KINDRED_PROFILE_TEXTS = {
  loading: 'Loading profile',
  loadFailed: "We couldn't load this profile.",
  retry: 'Try again',
  backToDashboard: 'Back to dashboard',
  editDetails: 'Edit name and relationship',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Changes saved.',
  photoPreviewTitle: 'Use this photo?',
  photoPreviewAlt: 'Preview of the chosen photo',
  savePhoto: 'Save photo',
  photoSaved: 'Photo updated.',
  photoRemoved: 'Photo removed.',
  deleteTitle: (name: string) => `Delete ${name}?`,
  deleteMessage: (name: string) =>
    `This deletes ${name}'s profile together with all of their memories, their key dates and their photo, and the AI summary and coaching plan made from them. This cannot be undone.`,
  deleteConfirm: 'Delete person',
  deleted: (name: string) => `${name} has been deleted.`,
} as const;

/** The "Export my data" section of the profile page. */
export const EXPORT_TEXTS = {
  heading: 'Your data',
  description: 'Download everything you keep here (your people, memories and key dates) as one JSON file.',
  button: 'Export my data',
  started: 'Your export is downloading.',
  failed: "We couldn't export your data. Please try again.",
} as const;
