import { z } from 'zod';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';
import type { MemoriesRepository } from './memories.repository';
import type { MemoryWriter } from './memory-writer';

// The payload is only the id: the text stays in the memories table, never copied into the job table.
export const processMemoryJob = defineJob({ name: 'process-memory', payload: z.object({ memoryId: z.int().positive() }), retryLimit: 3 });

/** Fills a new memory's title, summary and category; after the last failed attempt the memory shows Retry. */
export function memoryJobHandlers({ memories, writer }: { memories: MemoriesRepository; writer: MemoryWriter }): JobHandler[] {
  return [
    handleJob(
      processMemoryJob,
      async ({ memoryId }) => {
        const memory = await memories.findForProcessing(memoryId);
        // Deleted, or already done by an earlier attempt or edited by the user meanwhile.
        if (!memory || memory.processingStatus !== 'processing') return;
        await memories.complete(memoryId, await writer.describe({ rawText: memory.rawText, kindredName: memory.kindredName }));
      },
      async ({ memoryId }) => {
        await memories.markError(memoryId);
      },
    ),
  ];
}
