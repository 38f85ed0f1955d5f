import type { ImportantDatesResult } from '@kindred/core/ai';
import type { DateSuggestion } from '@kindred/core/date-suggestions';
import { todayIn } from '@kindred/core/time-zone';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { AiEngine, KeyDateFacts } from '../../ai/ai-engine';
import { withBuiltinFallback, type AiEngines } from '../../ai/ai-engines';
import type { PersonContextSource } from './person-context';

/** A scan asks the model about this many newest memories; older ones get the deterministic detector. */
export const MODEL_DATE_SCAN_LIMIT = 50;
const SCAN_CONCURRENCY = 4;

interface Dependencies {
  people: PersonContextSource;
  engines: AiEngines;
  logger: FastifyBaseLogger;
}

/** A suggestion is already saved when a key date has its day, or, for annual ones, its month and day. */
function isSaved(suggestion: DateSuggestion, saved: KeyDateFacts[]): boolean {
  return saved.some((keyDate) => keyDate.date === suggestion.date || (keyDate.annual && suggestion.annual && keyDate.date.slice(5) === suggestion.date.slice(5)));
}

async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** Ice breakers, gift ideas and the date scan: answered on the spot, never left without an answer by a failing model. */
export function createAiAssistService({ people, engines, logger }: Dependencies) {
  const personOf = async (userId: number, kindredId: number, timeZone?: string) => {
    const person = await people.load(userId, kindredId);
    if (!person) throw new AppError('NOT_FOUND');
    return { person, context: { ...person, today: todayIn(timeZone) } };
  };
  const fellBack = (task: string, kindredId: number) => (error: unknown) =>
    logger.warn({ err: error, kindredId }, `the model failed to write ${task}; the builtin engine wrote it`);

  return {
    iceBreaker: async (userId: number, kindredId: number, timeZone?: string, ask = 0) => {
      const { person, context } = await personOf(userId, kindredId, timeZone);
      const { value } = await withBuiltinFallback(engines, person, (ai) => ai.iceBreaker(context, { ask }), fellBack('an ice breaker', kindredId));
      return { iceBreaker: value, kindredId, kindredName: person.name };
    },
    giftIdea: async (userId: number, kindredId: number, timeZone?: string, ask = 0) => {
      const { person, context } = await personOf(userId, kindredId, timeZone);
      const { value } = await withBuiltinFallback(engines, person, (ai) => ai.giftIdeas(context, { ask }), fellBack('gift ideas', kindredId));
      return { giftIdea: value, kindredId, kindredName: person.name };
    },
    /** Every memory of the person, scanned for dates that are not key dates yet (at most 5 per memory). */
    importantDates: async (userId: number, kindredId: number, timeZone?: string): Promise<ImportantDatesResult> => {
      const { person } = await personOf(userId, kindredId, timeZone);
      const engine = engines.forPerson(person);
      const found = await mapWithConcurrency(person.memories, SCAN_CONCURRENCY, async (memory, index) => {
        const scanner: AiEngine = index < MODEL_DATE_SCAN_LIMIT ? engine : engines.builtin;
        const suggestions = await scanner.detectDates({ text: memory.rawText, now: memory.createdAt, timeZone });
        return { memoryId: memory.id, suggestions: suggestions.filter((suggestion) => !isSaved(suggestion, person.keyDates)) };
      });
      return { memories: found.filter((memory) => memory.suggestions.length > 0) };
    },
  };
}

export type AiAssistService = ReturnType<typeof createAiAssistService>;
