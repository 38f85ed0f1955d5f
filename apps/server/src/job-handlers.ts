import type { AiEngines } from './ai/ai-engines';
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobHandler } from './jobs/job';
import type { Queue } from './jobs/queue';
import type { Mailer } from './mail/mailer';
import { authJobHandlers } from './modules/auth/auth.jobs';
import { createOneTimeTokensRepository } from './modules/auth/one-time-tokens.repository';
import { contactJobHandlers } from './modules/contact/contact.routes';
import { maintenanceJobHandlers } from './modules/maintenance/purge-expired.job';
import { createPersonContextRepository } from './modules/ai/person-context.repository';
import { createUsersRepository } from './modules/users/users.repository';
import { createMemoriesRepository } from './modules/memories/memories.repository';
import { memoryJobHandlers } from './modules/memories/memory-processing.job';
import { createSummariesRepository } from './modules/summaries/summaries.repository';
import { createSummaryRequests } from './modules/summaries/summary-requests';
import { summaryJobHandlers } from './modules/summaries/summary.job';

interface Dependencies {
  config: Config;
  database: Database;
  mailer: Mailer;
  engines: AiEngines;
  /** The queue these handlers run on, for the work they enqueue in turn. */
  queue: Queue;
}

/** Every background job this server can run, wired to what its handler needs. */
export function createJobHandlers({ config, database, mailer, engines, queue }: Dependencies): JobHandler[] {
  const { db } = database;
  const summaries = createSummariesRepository(db);
  const summaryRequests = createSummaryRequests({ summaries, queue });
  return [
    ...authJobHandlers({ config, users: createUsersRepository(db), oneTimeTokens: createOneTimeTokensRepository(db), mailer }),
    ...contactJobHandlers(mailer),
    ...maintenanceJobHandlers(database),
    ...memoryJobHandlers({ memories: createMemoriesRepository(db), engines, onSettled: summaryRequests.request }),
    ...summaryJobHandlers({ summaries, people: createPersonContextRepository(db), engines }),
  ];
}
