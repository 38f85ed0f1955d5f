import { z } from 'zod';
import { MAX_KEY_DATE_SUGGESTIONS } from '@kindred/core/constants';
import { normalizeSuggestions, type DateSuggestion } from '@kindred/core/date-suggestions';
import { isWithinPickerRange } from '@kindred/core/dates';

/**
 * The model's raw findings. Loose on purpose: normalizeSuggestions applies the rules of spec §5
 * (a real date, a description, the default score), so one bad date drops one finding, not all.
 */
export const dateFindingsSchema = z.object({
  suggestions: z.array(z.object({ date: z.string(), eventDescription: z.string(), annual: z.boolean() })),
});
export type DateFindings = z.infer<typeof dateFindingsSchema>;

/** The deterministic suggestions first, then the model's on other days; one per day, at most 5. */
export function mergeDateFindings(deterministic: readonly DateSuggestion[], findings: DateFindings): DateSuggestion[] {
  const found = normalizeSuggestions(findings.suggestions).filter((suggestion) => isWithinPickerRange(suggestion.date));
  const merged: DateSuggestion[] = [];
  const days = new Set<string>();
  for (const suggestion of [...deterministic, ...found]) {
    if (days.has(suggestion.date)) continue;
    days.add(suggestion.date);
    merged.push(suggestion);
  }
  return merged.slice(0, MAX_KEY_DATE_SUGGESTIONS);
}
