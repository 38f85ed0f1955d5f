import { summaryAttributesSchema } from '@kindred/core/ai';
import { todayIn } from '@kindred/core/time-zone';
import { z } from 'zod';
import type { AiEngine } from '../../ai/ai-engine';
import type { AiEngines } from '../../ai/ai-engines';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { PersonContextSource } from '../ai';
import { isPending, type SummariesRepository } from './summaries.repository';

/**
 * One waiting job per person (`short`, keyed by kindred): every request made before it starts is
 * answered by its one run, and a request made while it runs queues the next.
 */
export const generateSummaryJob = defineJob({
  name: 'generate-summary',
  payload: z.object({ kindredId: z.int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 2,
  policy: 'short',
});

interface Dependencies {
  summaries: SummariesRepository;
  people: PersonContextSource;
  engines: AiEngines;
}

/** Writes a person's summary; after the last failed try the builtin engine writes it, so "generating" always ends. */
export function summaryJobHandlers({ summaries, people, engines }: Dependencies): JobHandler[] {
  const generate = async ({ kindredId }: { kindredId: number }, pick: (privateFromAi: boolean) => AiEngine) => {
    const row = await summaries.findByKindred(kindredId);
    // Deleted with its person, or already answered by an earlier run.
    if (!row?.requestedAt || !isPending(row)) return;
    const person = await people.load(row.userId, kindredId);
    if (!person) return;
    const attributes = await pick(person.privateFromAi).summarisePerson({ ...person, today: todayIn(undefined) });
    await summaries.saveGenerated(kindredId, summaryAttributesSchema.parse(attributes), row.requestedAt);
  };
  return [
    handleJob(
      generateSummaryJob,
      (payload) => generate(payload, (privateFromAi) => engines.forPerson({ privateFromAi })),
      (payload) => generate(payload, () => engines.builtin),
    ),
  ];
}
