import type { Queue } from '../../jobs/queue';
import type { SummariesRepository } from './summaries.repository';
import { generateSummaryJob } from './summary.job';

/** Edits come in bursts (a memory, its write-up, then its key dates): one run answers them all. */
export const SUMMARY_DELAY_SECONDS = 3;

/** Asks for a new summary of one person: 3 s after a change (so a burst costs one run), at once when the user asks. */
export function createSummaryRequests({ summaries, queue }: { summaries: SummariesRepository; queue: Queue }) {
  return {
    /**
     * Shows the summary as pending at once, without a job: for a new memory, whose write-up job
     * requests the summary when it ends, whether it succeeds or gives up.
     */
    markPending: (userId: number, kindredId: number) => summaries.markRequested(userId, kindredId, new Date()),
    async request(userId: number, kindredId: number, { immediate = false } = {}) {
      const row = await summaries.markRequested(userId, kindredId, new Date());
      await queue.send(generateSummaryJob, { kindredId }, { startAfterSeconds: immediate ? 0 : SUMMARY_DELAY_SECONDS, singletonKey: String(kindredId) });
      return row;
    },
  };
}

export type SummaryRequests = ReturnType<typeof createSummaryRequests>;
