import { LINKED_CLIENT_PATHS } from '@kindred/core/client-paths';
import type { FastifyBaseLogger } from 'fastify';
import { createAiEngines, type AiEngines } from './ai/ai-engines';
import { createAccessTokens } from './auth/access-tokens';
import { createOidcClient } from './auth/oidc-client';
import { createRateLimiter } from './auth/rate-limiter';
import { resolveSigningSecret } from './auth/signing-secret';
import { createSignedInUsers, SESSION_CHANGES_CHANNEL } from './auth/signed-in-users';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/database';
import type { JobHandler } from './jobs/job';
import type { Queue } from './jobs/queue';
import type { RowWorker } from './jobs/row-worker';
import { createTransact } from './jobs/transact';
import { createSendOnce } from './mail/send-once';
import { createMailer, type Mailer } from './mail/mailer';
import { createAiAssistService, createPersonContext } from './modules/ai';
import { createBillingRepository, createBillingService, createStripeClient } from './modules/billing';
import { createCalendarRepository, createCalendarService, createReminders, createUnsubscribeTokens, firstGiftIdea } from './modules/calendar';
import { authJobHandlers, createAuthService, createInvitesRepository, createOidcLoginsRepository, createOidcService, createOneTimeTokensRepository, createSessionsRepository } from './modules/auth';
import { createCoachingPlansRepository, createCoachingPlansService } from './modules/coaching-plans';
import { contactJobHandlers, createContactService } from './modules/contact';
import { createExportService } from './modules/export';
import { createKeyDatesRepository, createKeyDatesService } from './modules/key-dates';
import { createKindredsRepository, createKindredsService } from './modules/kindreds';
import { maintenanceJobHandlers } from './modules/maintenance';
import { createMemoriesRepository, createMemoriesService, createMemoryWriteups } from './modules/memories';
import { createOnboardingService } from './modules/onboarding';
import { createBackupService, createOperatorService } from './modules/operator';
import { createSearchRepository, createSearchService, searchJobHandlers } from './modules/search';
import { createDecodeSlots, createPhotoStore, createPhotosRepository, createPhotosService, type PhotoStore } from './modules/photos';
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
  /** Tests: failed write-ups retry after 1 s without backoff (the queue has the same switch). */
  fastRetries?: boolean;
  /** Built from the config when left out; `serve` builds it first to check it before opening the database. */
  photoStore?: PhotoStore;
}

/**
 * The composition root: every repository and service is built here, once, and handed the narrow
 * dependencies it uses. `serve`, `worker`, the CLI and the tests all start from it, so reading this
 * file shows who calls whom.
 */
export async function createServices({ config, database, queue, logger, engines = createAiEngines(config.ai, { logger }), mailer = createMailer(config, logger), clock = systemClock, fastRetries = false, photoStore = createPhotoStore(config.photoStore) }: Dependencies) {
  const { db } = database;
  const transact = createTransact(db, queue);
  const rateLimiter = createRateLimiter(db);
  const signingSecret = await resolveSigningSecret(config.jwtSecret, db);
  const accessTokens = createAccessTokens(signingSecret);

  const users = createUsersRepository(db);
  const oneTimeTokens = createOneTimeTokensRepository(db);
  const sessions = createSessionsRepository(db);
  const invites = createInvitesRepository(db);
  const kindreds = createKindredsRepository(db);
  const memories = createMemoriesRepository(db);
  const keyDates = createKeyDatesRepository(db);
  const summaries = createSummariesRepository(db);

  const kindredExists = async (userId: number, kindredId: number) => (await kindreds.find(userId, kindredId)) !== null;
  const memoryExists = async (userId: number, memoryId: number) => (await memories.find(userId, memoryId)) !== null;
  const { requestSummary } = createSummaryRequests({ summaries, clock });
  const writeups = createMemoryWriteups({ memories, engines, transact, requestSummary, logger, fastRetries });
  const wakeWriteups = () => writeups.worker.wake();
  const people = createPersonContext({ findKindred: kindreds.find, listMemories: memories.listForContext, listKeyDates: keyDates.listByKindred });

  const calendar = createCalendarRepository(db);
  const unsubscribeTokens = createUnsubscribeTokens(signingSecret);
  const aiAssist = createAiAssistService({ people, engines, logger });
  const reminders = createReminders({
    config,
    calendar,
    transact,
    mailer,
    clock,
    unsubscribeTokens,
    logger,
    personHints: async (userId, kindredId, timeZone) => {
      const [{ iceBreaker }, { giftIdea }] = await Promise.all([aiAssist.iceBreaker(userId, kindredId, timeZone), aiAssist.giftIdea(userId, kindredId, timeZone)]);
      return { iceBreaker, giftHint: firstGiftIdea(giftIdea) };
    },
  });

  const auth = createAuthService({ users, sessions, oneTimeTokens, accessTokens, rateLimiter, transact, invites, registration: config.registration, saveTimeZone: calendar.saveTimeZoneIfUnset });
  const services = {
    accessTokens,
    findUserBySession: createSignedInUsers({ load: users.findBySession, listen: (handlers) => database.listen(SESSION_CHANGES_CHANNEL, handlers), logger }),
    rateLimiter,
    engines,
    auth,
    oidc: config.oidc
      ? createOidcService({ client: createOidcClient(config.oidc, `${config.publicUrl}${LINKED_CLIENT_PATHS.oauthCallback}`), logins: createOidcLoginsRepository(db), users, auth })
      : null,
    users: createUsersService({ users, rateLimiter, removePhotosOf: photoStore.removeAllOf }),
    contact: createContactService({ supportEmail: config.supportEmail, rateLimiter, transact }),
    kindreds: createKindredsService({ kindreds, removePhoto: photoStore.remove }),
    onboarding: createOnboardingService({ transact, kindreds, keyDates, memories, users, wakeWriteups }),
    photos: createPhotosService({ photos: createPhotosRepository(db), kindredExists, photoStore, decodeSlots: createDecodeSlots() }),
    memories: createMemoriesService({
      memories,
      transact,
      kindredExists,
      findDates: async (userId, kindredId, input) => engines.forPerson((await people.kindredOf(userId, kindredId)) ?? { privateFromAi: true }).detectDates(input),
      requestSummary,
      wakeWriteups,
    }),
    search: createSearchService({ search: createSearchRepository(database), kindredExists }),
    keyDates: createKeyDatesService({ keyDates, transact, findKindred: kindreds.find, memoryExists, requestSummary }),
    summaries: createSummariesService({ summaries, transact, requestSummary, kindredExists, writingUp: memories.writingUp }),
    aiAssist,
    coachingPlans: createCoachingPlansService({ plans: createCoachingPlansRepository(db), people, engines, logger }),
    export: createExportService(db),
    billing: createBillingService({
      stripe: config.stripe ? { client: createStripeClient(config.stripe), config: config.stripe } : null,
      publicUrl: config.publicUrl,
      billing: createBillingRepository(db),
      transact,
      findUser: users.findById,
      setPaidPlan: users.setPaidPlan,
    }),
    calendar: createCalendarService({ config, calendar, clock, secret: signingSecret, unsubscribeTokens }),
    reminders,
    /** The operator CLI's account controls and backups (self-hosting); no route reaches them. */
    operator: createOperatorService({ db, users, invites, endSessions: sessions.revokeAll, mailer, publicUrl: config.publicUrl, registration: config.registration, clock }),
    backup: createBackupService({ db, kind: database.kind, photoStore }),
  };

  const sendOnce = createSendOnce({ db, mailer, host: new URL(config.publicUrl).hostname });
  const jobHandlers: JobHandler[] = [
    ...authJobHandlers({ config, users, oneTimeTokens, sendOnce }),
    ...contactJobHandlers(sendOnce),
    ...maintenanceJobHandlers(database),
    ...searchJobHandlers(database),
    ...summaryJobHandlers({ summaries, people, engines }),
    ...reminders.jobHandlers,
  ];
  // Work whose rows are their own queue, claimed by loops of this process's workers.
  const rowWorkers: RowWorker[] = [writeups.worker];
  return { ...services, jobHandlers, rowWorkers };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
