import { memoryDescriptionSchema } from '@kindred/core/ai';
import { z } from 'zod';
import type { AiEngines } from '../../ai/ai-engines';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { Transact } from '../../jobs/transact';
import type { RequestSummary } from '../summaries';
import type { MemoriesRepository } from './memories.repository';

// The payload is only the id: the text stays in the memories table, never copied into the job table.
// A model's failure or malformed answer is retried 3 times with backoff (2, 4, 8 s) before Retry shows.
export const processMemoryJob = defineJob({ name: 'process-memory', payload: z.object({ memoryId: z.int().positive() }), retryLimit: 3, retryDelaySeconds: 2 });

interface Dependencies {
  memories: MemoriesRepository;
  engines: AiEngines;
  transact: Transact;
  /** The write-up is stored, or given up on: either way the person's summary is due (it was marked pending). */
  requestSummary: RequestSummary;
}

/** Fills a new memory's title, summary and category; after the last failed attempt the memory shows Retry. */
export function memoryJobHandlers({ memories, engines, transact, requestSummary }: Dependencies): JobHandler[] {
  return [
    handleJob(
      processMemoryJob,
      async ({ memoryId }) => {
        const memory = await memories.findForProcessing(memoryId);
        // Deleted, or already done by an earlier attempt or edited by the user meanwhile.
        if (!memory || memory.processingStatus !== 'processing') return;
        const engine = engines.forPerson(memory);
        const description = memoryDescriptionSchema.parse(
          await engine.describeMemory({ rawText: memory.rawText, kindredName: memory.kindredName, relationship: memory.relationship }),
        );
        await transact(async (unit) => {
          // An edit that landed while the engine was writing wins, and has requested the summary itself.
          if (await memories.complete(memoryId, description, unit.tx)) await requestSummary(unit, memory.userId, memory.kindredId);
        });
      },
      (payload) =>
        transact(async (unit) => {
          const memory = await memories.markError(payload.memoryId, unit.tx);
          if (memory) await requestSummary(unit, memory.userId, memory.kindredId);
        }),
    ),
  ];
}
