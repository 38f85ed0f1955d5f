import { memoryDescriptionSchema, type MemoryDescription } from '@kindred/core/ai';
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

/** A memory of a batch with what the engine wrote for it. */
interface Written {
  memory: WriteupClaim;
  description: MemoryDescription;
}

/**
 * How many due memories a loop claims at once. The engine still takes them one at a time (a
 * provider sees no more calls at once than there are loops); what the batch saves is statements:
 * one claim, and one transaction storing the lot and requesting each person's summary once, where
 * a memory alone took six round trips. Under a burst that is most of a write-up's cost on the
 * database and the server's thread; with memories trickling in, a batch is one memory.
 */
export const WRITEUP_BATCH_SIZE = 8;

/**
 * Fills new memories' titles, summaries and categories. A processing memory is its own job, so a
 * memory is stored by one statement and can never lack the job that writes it up. A model's
 * failure or malformed answer is retried; after the last attempt the memory shows Retry.
 */
export function createMemoryWriteups({ memories, engines, transact, requestSummary, logger, fastRetries = false, pollingIntervalMs = 1_000 }: Dependencies) {
  const describe = async (memory: WriteupClaim) =>
    memoryDescriptionSchema.parse(
      await engines.forPerson(memory).describeMemory({ rawText: memory.rawText, kindredName: memory.kindredName, relationship: memory.relationship }),
    );

  // An edit or a deletion that landed while the engine was writing wins (an edit has requested the summary itself).
  const store = (written: Written[]) =>
    transact(async (unit) => {
      const completed = await memories.complete(written.map(({ memory, description }) => ({ id: memory.id, description })), unit.tx);
      const people = new Map(completed.map(({ userId, kindredId }) => [kindredId, userId]));
      for (const [kindredId, userId] of people) await requestSummary(unit, userId, kindredId);
    });

  const giveUp = (memory: WriteupClaim) =>
    transact(async (unit) => {
      const marked = await memories.markError(memory.id, unit.tx);
      if (marked) await requestSummary(unit, marked.userId, marked.kindredId);
    });

  const fail = async (memory: WriteupClaim, error: unknown) => {
    const lastAttempt = memory.attempts >= WRITEUP_MAX_ATTEMPTS;
    logger.warn({ err: error, work: 'memory write-up', memoryId: memory.id, attempt: memory.attempts, lastAttempt }, 'memory write-up failed');
    if (lastAttempt) await giveUp(memory);
    else await memories.writeupDueIn([memory.id], fastRetries ? 1 : backoffSeconds(memory.attempts));
  };

  /** What the engine wrote for each memory of the batch; a memory it fails on takes its own retry path. */
  const describeEach = async (batch: WriteupClaim[]) => {
    const written: Written[] = [];
    for (const memory of batch) {
      try {
        written.push({ memory, description: await describe(memory) });
      } catch (error) {
        await fail(memory, error);
      }
    }
    return written;
  };

  const handle = async (batch: WriteupClaim[]) => {
    const ids = batch.map((memory) => memory.id);
    const heartbeat = setInterval(() => void memories.writeupDueIn(ids, WRITEUP_LEASE_SECONDS).catch(() => {}), (WRITEUP_LEASE_SECONDS * 1_000) / 3);
    try {
      const written = await describeEach(batch);
      if (written.length === 0) return;
      await store(written).catch(async (error: unknown) => {
        for (const { memory } of written) await fail(memory, error);
      });
    } finally {
      clearInterval(heartbeat);
    }
  };

  const worker: RowWorker = createRowWorker<WriteupClaim[]>({
    name: 'memory write-ups',
    claim: async () => {
      const batch = await memories.claimForWriteup(WRITEUP_LEASE_SECONDS, WRITEUP_BATCH_SIZE);
      return batch.length > 0 ? batch : null;
    },
    handle,
    release: (batch) => memories.writeupDueIn(batch.map((memory) => memory.id), 0),
    pollingIntervalMs,
    logger,
  });
  return { worker, handle };
}

export type MemoryWriteups = ReturnType<typeof createMemoryWriteups>;
