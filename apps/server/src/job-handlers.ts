import type { Config } from './config';
import type { Database } from './db/database';
import type { JobHandler } from './jobs/job';
import type { Mailer } from './mail/mailer';
import { authJobHandlers } from './modules/auth/auth.jobs';
import { createOneTimeTokensRepository } from './modules/auth/one-time-tokens.repository';
import { contactJobHandlers } from './modules/contact/contact.routes';
import { maintenanceJobHandlers } from './modules/maintenance/purge-expired.job';
import { createUsersRepository } from './modules/users/users.repository';
import { createMemoriesRepository } from './modules/memories/memories.repository';
import { memoryJobHandlers } from './modules/memories/memory-processing.job';
import { createPlainMemoryWriter } from './modules/memories/memory-writer';

/** Every background job this server can run, wired to what its handler needs. */
export function createJobHandlers({ config, database, mailer }: { config: Config; database: Database; mailer: Mailer }): JobHandler[] {
  return [
    ...authJobHandlers({ config, users: createUsersRepository(database.db), oneTimeTokens: createOneTimeTokensRepository(database.db), mailer }),
    ...contactJobHandlers(mailer),
    ...maintenanceJobHandlers(database),
    ...memoryJobHandlers({ memories: createMemoriesRepository(database.db), writer: createPlainMemoryWriter() }),
  ];
}
