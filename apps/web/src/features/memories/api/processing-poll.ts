import { effectiveProcessingStatus, type Memory } from '@kindred/core/memory';

/** How often a memory the AI is still working on is read again. */
export const PROCESSING_POLL_INTERVAL_MS = 2_000;

/** Whether the AI is still writing this memory's title and summary (spec §4.4). */
export function isProcessing(memory: Memory): boolean {
  return effectiveProcessingStatus(memory) === 'processing';
}
