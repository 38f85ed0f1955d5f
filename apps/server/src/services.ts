import { join } from 'node:path';
import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import type { FastifyBaseLogger } from 'fastify';
import { createAiEngines, type AiEngines } from './ai/ai-engines';
import { createAccessTokens } from './auth/access-tokens';
import { createOidcClient } from './auth/oidc-client';
import { createRateLimiter } from './auth/rate-limiter';
import { resolveSigningSecret } from './auth/signing-secret';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobHandler } from './jobs/job';
import type { Queue } from './jobs/queue';
import { createTransact } from './jobs/transact';
import { createMailer, type Mailer } from './mail/mailer';
import { createAiAssistService, createPersonContext } from './modules/ai';
import { authJobHandlers, createAuthService, createOidcLoginsRepository, createOidcService, createOneTimeTokensRepository, createSessionsRepository } from './modules/auth';
import { createCoachingPlansRepository, createCoachingPlansService } from './modules/coaching-plans';
import { contactJobHandlers, createContactService } from './modules/contact';
import { createExportService } from './modules/export';
import { createKeyDatesRepository, createKeyDatesService } from './modules/key-dates';
import { createKindredsRepository, createKindredsService } from './modules/kindreds';
import { maintenanceJobHandlers } from './modules/maintenance';
import { createMemoriesRepository, createMemoriesService, memoryJobHandlers } from './modules/memories';
import { createOnboardingService } from './modules/onboarding';
import { createSearchRepository, createSearchService } from './modules/search';
import { createPhotoStore, createPhotosRepository, createPhotosService } from './modules/photos';
import { createSummariesRepository, createSummariesService, createSummaryRequests, summaryJobHandlers } from './modules/summaries';
import { createUsersRepository, createUsersService } from './modules/users';

interface Dependencies {
  config: Config;
  database: Database;
  /** Where services enqueue background work; its workers run `jobHandlers`. */
  queue: Queue;
  logger: FastifyBaseLogger;
  /** Built from the config when left out; tests pass engines whose answers they decide. */
  engines?: AiEngines;
  /** Built from the config when left out. */
  mailer?: Mailer;
  clock?: Clock;
}

/**
 * The composition root: every repository and service is built here, once, and handed the narrow
 * dependencies it uses. `serve`, `worker`, the CLI and the tests all start from it, so reading this
 * file shows who calls whom.
 */
export async function createServices({ config, database, queue, logger, engines = createAiEngines(config.ai, { logger }), mailer = createMailer(config, logger), clock = systemClock }: Dependencies) {
  const { db } = database;
  const transact = createTransact(db, queue);
  const rateLimiter = createRateLimiter(db);
  const accessTokens = createAccessTokens(await resolveSigningSecret(config.jwtSecret, db));

  const users = createUsersRepository(db);
  const oneTimeTokens = createOneTimeTokensRepository(db);
  const kindreds = createKindredsRepository(db);
  const memories = createMemoriesRepository(db);
  const keyDates = createKeyDatesRepository(db);
  const summaries = createSummariesRepository(db);
  const uploadsDir = join(config.dataDir, 'uploads');
  const photoStore = createPhotoStore(uploadsDir);

  const kindredExists = async (userId: number, kindredId: number) => (await kindreds.find(userId, kindredId)) !== null;
  const memoryExists = async (userId: number, memoryId: number) => (await memories.find(userId, memoryId)) !== null;
  const { requestSummary, markSummaryPending } = createSummaryRequests({ summaries, clock });
  const people = createPersonContext({ findKindred: kindreds.find, listMemories: memories.listForContext, listKeyDates: keyDates.listByKindred });

  const auth = createAuthService({ users, sessions: createSessionsRepository(db), oneTimeTokens, accessTokens, rateLimiter, transact });
  const services = {
    accessTokens,
    findUserBySession: users.findBySession,
    rateLimiter,
    engines,
    auth,
    oidc: config.oidc
      ? createOidcService({ client: createOidcClient(config.oidc, `${config.publicUrl}${LINKED_CLIENT_PATHS.oauthCallback}`), logins: createOidcLoginsRepository(db), users, auth })
      : null,
    users: createUsersService({ users, rateLimiter, uploadsDir }),
    contact: createContactService({ supportEmail: config.supportEmail, rateLimiter, transact }),
    kindreds: createKindredsService({ kindreds, removePhoto: photoStore.remove }),
    onboarding: createOnboardingService({ transact, kindreds, keyDates, memories, users }),
    photos: createPhotosService({ photos: createPhotosRepository(db), kindredExists, photoStore }),
    memories: createMemoriesService({
      memories,
      transact,
      kindredExists,
      findDates: async (userId, kindredId, input) => engines.forPerson((await people.kindredOf(userId, kindredId)) ?? { privateFromAi: true }).detectDates(input),
      requestSummary,
      markSummaryPending,
    }),
    search: createSearchService({ search: createSearchRepository(db), kindredExists }),
    keyDates: createKeyDatesService({ keyDates, transact, findKindred: kindreds.find, memoryExists, requestSummary }),
    summaries: createSummariesService({ summaries, transact, requestSummary, kindredExists }),
    aiAssist: createAiAssistService({ people, engines, logger }),
    coachingPlans: createCoachingPlansService({ plans: createCoachingPlansRepository(db), people, engines, logger }),
    export: createExportService(db),
  };

  const jobHandlers: JobHandler[] = [
    ...authJobHandlers({ config, users, oneTimeTokens, mailer }),
    ...contactJobHandlers(mailer),
    ...maintenanceJobHandlers(database),
    ...memoryJobHandlers({ memories, engines, transact, requestSummary }),
    ...summaryJobHandlers({ summaries, people, engines }),
  ];
  return { ...services, jobHandlers };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
