import { DAY_MS } from '@kindred/core/calendar-days';
import type { MemoryFacts, PersonContext } from '../src/ai/ai-engine';

/** The day the tests' people are seen from. */
export const TODAY = '2025-06-11';

/** A person's context for tests: `texts` are the memories, newest first, not yet written up by an engine. */
export function personWith(texts: readonly string[], overrides: Partial<PersonContext> = {}): PersonContext {
  const memories: MemoryFacts[] = texts.map((rawText, index) => ({
    id: index + 1,
    rawText,
    title: null,
    fullSummary: null,
    category: null,
    createdAt: new Date(Date.parse(`${TODAY}T12:00:00Z`) - (index + 1) * DAY_MS),
  }));
  return { name: 'Maya', relationship: 'Friend', memories, keyDates: [], today: TODAY, ...overrides };
}
