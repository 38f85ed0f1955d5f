import type { Clock } from '../../clock';
import type { KindredSummaryRow } from '../../db/schema';
import type { UnitOfWork } from '../../jobs/transact';
import type { SummariesRepository } from './summaries.repository';
import { generateSummaryJob } from './summary.job';

/** Edits come in bursts (a memory, its write-up, then its key dates): one run answers them all. */
export const SUMMARY_DELAY_SECONDS = 3;

/** Asks for a new summary of one person, in the caller's transaction, so the request commits with the change that caused it. */
export type RequestSummary = (unit: UnitOfWork, userId: number, kindredId: number, options?: { immediate?: boolean }) => Promise<KindredSummaryRow>;

/** Shows a person's summary as pending, without a job of its own. */
export type MarkSummaryPending = (userId: number, kindredId: number) => Promise<unknown>;

/** Requests for a new summary: 3 s after a change (so a burst costs one run), at once when the user asks. */
export function createSummaryRequests({ summaries, clock }: { summaries: SummariesRepository; clock: Clock }) {
  const requestSummary: RequestSummary = async (unit, userId, kindredId, { immediate = false } = {}) => {
    const row = await summaries.markRequested(userId, kindredId, clock(), unit.tx);
    await unit.enqueue(generateSummaryJob, { kindredId }, { startAfterSeconds: immediate ? 0 : SUMMARY_DELAY_SECONDS, singletonKey: String(kindredId) });
    return row;
  };
  return {
    requestSummary,
    /** For a new memory, whose write-up job requests the summary when it ends, whether it succeeds or gives up. */
    markSummaryPending: ((userId, kindredId) => summaries.markPending(userId, kindredId, clock())) satisfies MarkSummaryPending,
  };
}

export type SummaryRequests = ReturnType<typeof createSummaryRequests>;
