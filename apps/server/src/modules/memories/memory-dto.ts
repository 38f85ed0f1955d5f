import type { Memory } from '@kindred/core/memory';
import type { MemoryRow } from '../../db/schema';

/** A memory as the API reads it: the write-up queue's bookkeeping, the search vectors and the client's idempotency key stay in the database. */
export type MemoryWithFlags = Omit<MemoryRow, 'writeupAttempts' | 'writeupDueAt' | 'searchVector' | 'searchHead' | 'idempotencyKey'> & { hasKeyDates: boolean };

/** The Memory of spec §3 as the API sends it. */
export function toMemoryDto(row: Omit<MemoryWithFlags, 'userId'>): Memory {
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
