import type { Clock } from '../../clock';
import type { KindredSummaryRow } from '../../db/schema';
import type { UnitOfWork } from '../../jobs/transact';
import type { SummariesRepository } from './summaries.repository';
import { generateSummaryJob } from './summary.job';

/** Edits come in bursts (a memory, its write-up, then its key dates): one run answers them all. */
export const SUMMARY_DELAY_SECONDS = 3;

/** Asks for a new summary of one person, in the caller's transaction, so the request commits with the change that caused it. */
export type RequestSummary = (unit: UnitOfWork, userId: number, kindredId: number, options?: { immediate?: boolean }) => Promise<KindredSummaryRow>;

/** Requests for a new summary: 3 s after a change (so a burst costs one run), at once when the user asks. */
export function createSummaryRequests({ summaries, clock }: { summaries: SummariesRepository; clock: Clock }) {
  const requestSummary: RequestSummary = async (unit, userId, kindredId, { immediate = false } = {}) => {
    const row = await summaries.markRequested(userId, kindredId, clock(), unit.tx);
    await unit.enqueue(generateSummaryJob, { kindredId }, { startAfterSeconds: immediate ? 0 : SUMMARY_DELAY_SECONDS, singletonKey: String(kindredId) });
    return row;
  };
  return { requestSummary };
}

export type SummaryRequests = ReturnType<typeof createSummaryRequests>;
