import { z } from 'zod';
import { DEFAULT_SUGGESTION_CONFIDENCE, MAX_KEY_DATE_SUGGESTIONS } from './constants';
import { isValidYmd, ymdSchema } from './dates';

export const DATE_TYPES = ['ABSOLUTE', 'MANUAL'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** A date found in a memory, offered as a key date (spec §3 "Date suggestion"). */
export const dateSuggestionSchema = z.object({
  date: ymdSchema,
  eventDescription: z.string(),
  confidenceScore: z.number().min(0).max(1),
  dateType: z.enum(DATE_TYPES),
  annual: z.boolean(),
});
export type DateSuggestion = z.infer<typeof dateSuggestionSchema>;

/** What a client may receive: `annual` or `isAnnual` (spec §3), any date type, maybe no score. */
export interface LooseDateSuggestion {
  date?: string | null;
  eventDescription?: string | null;
  confidenceScore?: number | null;
  dateType?: string | null;
  annual?: boolean | null;
  isAnnual?: boolean | null;
}

const YMD_LIKE = /^(\d{4})-(\d{1,2})-(\d{1,2})/;

/** "Event on M/D/YYYY" (spec §5), no zero padding. */
export function eventOnDescription(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return `Event on ${month}/${day}/${year}`;
}

/** The description to keep: a blank one, or one containing "Event on", becomes "Event on M/D/YYYY". */
export function suggestionDescription(description: string | null | undefined, ymd: string): string {
  const text = description?.trim() ?? '';
  return text === '' || text.includes('Event on') ? eventOnDescription(ymd) : text;
}

/** A year-month-day with numeric parts, zero-padded, or null when it names no real date. */
function normalizeYmd(value: string | null | undefined): string | null {
  const parts = YMD_LIKE.exec(value?.trim() ?? '');
  if (!parts) return null;
  const ymd = `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
  return isValidYmd(ymd) ? ymd : null;
}

/**
 * The suggestion rules of spec §5: without a valid year-month-day date a suggestion is dropped;
 * descriptions are filled in; `isAnnual` is read as `annual`; the score defaults to 0.9; at most 5.
 */
export function normalizeSuggestions(suggestions: readonly LooseDateSuggestion[]): DateSuggestion[] {
  const kept: DateSuggestion[] = [];
  for (const suggestion of suggestions) {
    const date = normalizeYmd(suggestion.date);
    if (!date) continue;
    kept.push({
      date,
      eventDescription: suggestionDescription(suggestion.eventDescription, date),
      confidenceScore: suggestion.confidenceScore ?? DEFAULT_SUGGESTION_CONFIDENCE,
      dateType: suggestion.dateType === 'MANUAL' ? 'MANUAL' : 'ABSOLUTE',
      annual: Boolean(suggestion.annual ?? suggestion.isAnnual ?? false),
    });
    if (kept.length === MAX_KEY_DATE_SUGGESTIONS) break;
  }
  return kept;
}
