import { summaryAttributesSchema, type KindredSummary, type SummaryStatus } from '@kindred/core/ai';
import { AppError } from '../../app-error';
import type { KindredSummaryRow } from '../../db/schema';
import type { Transact } from '../../jobs/transact';
import { isPending, type SummariesRepository } from './summaries.repository';
import type { RequestSummary } from './summary-requests';

interface Dependencies {
  summaries: SummariesRepository;
  transact: Transact;
  requestSummary: RequestSummary;
  kindredExists: (userId: number, kindredId: number) => Promise<boolean>;
  /**
   * Whether a memory of the person still waits for its write-up, which requests a new summary when
   * it ends (whether it succeeds or gives up): the summary shows as coming meanwhile. Read, not
   * stored, so that a new memory costs one statement and no write to the summary's row.
   */
  writingUp: (userId: number, kindredId: number) => Promise<boolean>;
}

const notFound = (message?: string) => new AppError('NOT_FOUND', message);

function statusOf(kindredId: number, row: KindredSummaryRow | null, pending: boolean): SummaryStatus {
  return {
    kindredId,
    hasSummary: Boolean(row?.attributes),
    hasPendingGeneration: pending,
    generatedAt: row?.generatedAt?.toISOString() ?? null,
  };
}

/** The AI's portrait of a person (spec §3 "Kindred summary"). */
export function createSummariesService({ summaries, transact, requestSummary, kindredExists, writingUp }: Dependencies) {
  const mustExist = async (userId: number, kindredId: number) => {
    if (!(await kindredExists(userId, kindredId))) throw notFound();
  };
  /** The person's summary row, and whether a new one is coming: requested and not yet served, or a memory still being written up. */
  const read = async (userId: number, kindredId: number) => {
    const [row, memoryWritingUp] = await Promise.all([summaries.find(userId, kindredId), writingUp(userId, kindredId)]);
    return { row, pending: memoryWritingUp || (row !== null && isPending(row)) };
  };
  return {
    /** The summary, or null while none was written yet (a normal state, not an error). */
    get: async (userId: number, kindredId: number): Promise<KindredSummary | null> => {
      const { row, pending } = await read(userId, kindredId);
      if (!row?.attributes || !row.generatedAt) {
        await mustExist(userId, kindredId);
        return null;
      }
      return {
        id: row.id,
        kindredId,
        generatedAt: row.generatedAt.toISOString(),
        hasPendingGeneration: pending,
        // Parsed, so a summary stored before a list was added still answers all eight.
        attributes: summaryAttributesSchema.parse(row.attributes),
      };
    },
    status: async (userId: number, kindredId: number) => {
      const { row, pending } = await read(userId, kindredId);
      if (!row) await mustExist(userId, kindredId);
      return statusOf(kindredId, row, pending);
    },
    regenerate: async (userId: number, kindredId: number) => {
      await mustExist(userId, kindredId);
      const row = await transact((unit) => requestSummary(unit, userId, kindredId, { immediate: true }));
      return statusOf(kindredId, row, isPending(row));
    },
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
