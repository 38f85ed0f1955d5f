/**
 * Query keys of the calendar's reads. Every one of them changes with key dates and people, so
 * their writes invalidate `calendarKeys.all`; memory writes only the suggestions (a new memory
 * resets a person's keep-in-touch clock).
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  entries: (start: string, end: string) => [...calendarKeys.all, 'entries', start, end] as const,
  today: () => [...calendarKeys.all, 'today'] as const,
  suggestions: () => [...calendarKeys.all, 'suggestions'] as const,
};
