import { z } from 'zod';
import type { Database } from '../../db/database';
import { defineJob, handleJob, type JobHandler } from '../../jobs/job';

/** How often every user's logged word-list changes are folded in; a search folds its own user's first. */
const FOLD_EVERY_SECONDS = 60;

export const foldSearchWordsJob = defineJob({ name: 'fold-search-words', payload: z.object({}), policy: 'short', repeatSeconds: FOLD_EVERY_SECONDS, retryLimit: 0 });

/** Keeps the change log of the search word list short for users who write but seldom search. */
export function searchJobHandlers(database: Database): JobHandler[] {
  return [
    handleJob(foldSearchWordsJob, async () => {
      await database.execute('select public.search_words_compact(null)');
    }),
  ];
}
