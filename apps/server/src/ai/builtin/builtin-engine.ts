import {
  coachingPlanContentSchema,
  memoryDescriptionSchema,
  summaryAttributesSchema,
  type CoachingPlanContent,
  type MemoryDescription,
  type SummaryAttributes,
} from '@kindred/core/ai';
import { detectDates } from '../../date-detection/detect-dates';
import type { AiEngine, AskOptions, DescribeMemoryInput, PersonContext } from '../ai-engine';
import { coachingPlanFor } from './coaching-plan';
import { completeWith } from './complete';
import { giftIdeasFor } from './gift-ideas';
import { iceBreakerFor } from './ice-breaker';
import { readingOf } from './memory-readings';
import { loadReader } from './nlp';
import { personWords } from './person-words';
import { portraitOf } from './portrait';
import { summaryOf } from './summarise-person';

async function describeMemory({ rawText, kindredName, relationship }: DescribeMemoryInput): Promise<MemoryDescription> {
  const reading = readingOf(await loadReader(), rawText, personWords(kindredName, relationship));
  // A memory of only emoji or marks has no sentence to tidy: it stands as written.
  const fullSummary = reading.summary || rawText.trim() || `${reading.title}.`;
  return memoryDescriptionSchema.parse({ title: reading.title, fullSummary, category: reading.category });
}

async function summarisePerson(person: PersonContext): Promise<SummaryAttributes> {
  return summaryAttributesSchema.parse(summaryOf(portraitOf(person, await loadReader())));
}

async function iceBreaker(person: PersonContext, options?: AskOptions): Promise<string> {
  const reader = await loadReader();
  return iceBreakerFor(portraitOf(person, reader), person, reader, options);
}

async function giftIdeas(person: PersonContext, options?: AskOptions): Promise<string> {
  return giftIdeasFor(portraitOf(person, await loadReader()), person, options);
}

async function coachingPlan(person: PersonContext): Promise<CoachingPlanContent> {
  return coachingPlanContentSchema.parse(coachingPlanFor(portraitOf(person, await loadReader()), person));
}

/**
 * The offline engine: compromise reads the memories, rules and lexicons write the answers. Same
 * input, same output, in milliseconds; compromise itself loads on the first call.
 */
export function createBuiltinEngine(): AiEngine {
  return {
    name: 'builtin',
    describeMemory,
    detectDates: async ({ text, now, timeZone }) => detectDates(text, { now, timeZone }),
    summarisePerson,
    iceBreaker,
    giftIdeas,
    coachingPlan,
    complete: async (prompt) => completeWith(prompt, await loadReader()),
  };
}
