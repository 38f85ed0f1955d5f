import { memoryDescriptionSchema } from '@kindred/core/ai';
import type { FastifyBaseLogger } from 'fastify';
import type { AiEngines } from '../../ai/ai-engines';
import { createRowWorker, type RowWorker } from '../../jobs/row-worker';
import type { Transact } from '../../jobs/transact';
import type { RequestSummary } from '../summaries';
import type { MemoriesRepository, WriteupClaim } from './memories.repository';

/**
 * A worker holds a memory this long and renews the hold every third of it: a worker killed
 * mid-write-up leaves a memory that another takes within one lease, never one nobody will finish.
 */
export const WRITEUP_LEASE_SECONDS = 30;
/** The first attempt and 3 retries (after 2, 4 and 8 s) before the memory shows Retry. */
export const WRITEUP_MAX_ATTEMPTS = 4;
const backoffSeconds = (attempt: number) => 2 ** attempt;

interface Dependencies {
  memories: MemoriesRepository;
  engines: AiEngines;
  transact: Transact;
  /** The write-up is stored, or given up on: either way the person's summary is due (it was marked pending). */
  requestSummary: RequestSummary;
  logger: FastifyBaseLogger;
  /** Tests: retry after 1 s without backoff, so a memory's whole retry story fits in a test. */
  fastRetries?: boolean;
  pollingIntervalMs?: number;
}

/**
 * Fills new memories' titles, summaries and categories. A processing memory is its own job, so a
 * memory is stored by one statement and can never lack the job that writes it up. A model's
 * failure or malformed answer is retried; after the last attempt the memory shows Retry.
 */
export function createMemoryWriteups({ memories, engines, transact, requestSummary, logger, fastRetries = false, pollingIntervalMs = 1_000 }: Dependencies) {
  const writeUp = async (memory: WriteupClaim) => {
    const description = memoryDescriptionSchema.parse(
      await engines.forPerson(memory).describeMemory({ rawText: memory.rawText, kindredName: memory.kindredName, relationship: memory.relationship }),
    );
    await transact(async (unit) => {
      // An edit that landed while the engine was writing wins, and has requested the summary itself.
      if (await memories.complete(memory.id, description, unit.tx)) await requestSummary(unit, memory.userId, memory.kindredId);
    });
  };

  const giveUp = (memory: WriteupClaim) =>
    transact(async (unit) => {
      const marked = await memories.markError(memory.id, unit.tx);
      if (marked) await requestSummary(unit, marked.userId, marked.kindredId);
    });

  const handle = async (memory: WriteupClaim) => {
    const heartbeat = setInterval(() => void memories.writeupDueIn(memory.id, WRITEUP_LEASE_SECONDS).catch(() => {}), (WRITEUP_LEASE_SECONDS * 1_000) / 3);
    try {
      await writeUp(memory);
    } catch (error) {
      const lastAttempt = memory.attempts >= WRITEUP_MAX_ATTEMPTS;
      logger.warn({ err: error, work: 'memory write-up', memoryId: memory.id, attempt: memory.attempts, lastAttempt }, 'memory write-up failed');
      if (lastAttempt) await giveUp(memory);
      else await memories.writeupDueIn(memory.id, fastRetries ? 1 : backoffSeconds(memory.attempts));
    } finally {
      clearInterval(heartbeat);
    }
  };

  const worker: RowWorker = createRowWorker({
    name: 'memory write-ups',
    claim: () => memories.claimForWriteup(WRITEUP_LEASE_SECONDS),
    handle,
    release: (memory) => memories.writeupDueIn(memory.id, 0),
    pollingIntervalMs,
    logger,
  });
  return { worker, handle };
}

export type MemoryWriteups = ReturnType<typeof createMemoryWriteups>;
