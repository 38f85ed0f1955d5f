import type { Memory } from '@kindred/core/memory';
import type { MemoryRow } from '../../db/schema';

// The write-up queue's bookkeeping stays in the repository.
export type MemoryWithFlags = Omit<MemoryRow, 'writeupAttempts' | 'writeupDueAt'> & { hasKeyDates: boolean };

/** The Memory of spec §3 as the API sends it. */
export function toMemoryDto(row: MemoryWithFlags): Memory {
  return {
    id: row.id,
    kindredId: row.kindredId,
    rawText: row.rawText,
    title: row.title,
    fullSummary: row.fullSummary,
    category: row.category,
    keyDate: row.keyDate,
    processingStatus: row.processingStatus,
    hasKeyDates: row.hasKeyDates,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
