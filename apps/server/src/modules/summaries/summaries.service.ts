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
}

const notFound = (message?: string) => new AppError('NOT_FOUND', message);

function statusOf(kindredId: number, row: KindredSummaryRow | null): SummaryStatus {
  return {
    kindredId,
    hasSummary: Boolean(row?.attributes),
    hasPendingGeneration: row ? isPending(row) : false,
    generatedAt: row?.generatedAt?.toISOString() ?? null,
  };
}

/** The AI's portrait of a person (spec §3 "Kindred summary"). */
export function createSummariesService({ summaries, transact, requestSummary, kindredExists }: Dependencies) {
  const mustExist = async (userId: number, kindredId: number) => {
    if (!(await kindredExists(userId, kindredId))) throw notFound();
  };
  return {
    /** The summary, or null while none was written yet (a normal state, not an error). */
    get: async (userId: number, kindredId: number): Promise<KindredSummary | null> => {
      const row = await summaries.find(userId, kindredId);
      if (!row?.attributes || !row.generatedAt) {
        await mustExist(userId, kindredId);
        return null;
      }
      return {
        id: row.id,
        kindredId,
        generatedAt: row.generatedAt.toISOString(),
        hasPendingGeneration: isPending(row),
        // Parsed, so a summary stored before a list was added still answers all eight.
        attributes: summaryAttributesSchema.parse(row.attributes),
      };
    },
    status: async (userId: number, kindredId: number) => {
      const row = await summaries.find(userId, kindredId);
      if (!row) await mustExist(userId, kindredId);
      return statusOf(kindredId, row);
    },
    regenerate: async (userId: number, kindredId: number) => {
      await mustExist(userId, kindredId);
      return statusOf(kindredId, await transact((unit) => requestSummary(unit, userId, kindredId, { immediate: true })));
    },
  };
}

export type SummariesService = ReturnType<typeof createSummariesService>;
