import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { join } from 'node:path';
import { createAiEngines, type AiEngines } from './ai/ai-engines';
import { createAccessTokens } from './auth/access-tokens';
import { createOidcClient } from './auth/oidc-client';
import { createRateLimiter } from './auth/rate-limiter';
import { resolveSigningSecret } from './auth/signing-secret';
import type { Config } from './config';
import type { Database } from './db/database';
import type { Queue } from './jobs/queue';
import { generateRequestId } from './logger';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { authenticatePlugin } from './plugins/authenticate';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createOidcLoginsRepository } from './modules/auth/oidc-logins.repository';
import { oidcRoutes } from './modules/auth/oidc.routes';
import { createOidcService } from './modules/auth/oidc.service';
import { createOneTimeTokensRepository } from './modules/auth/one-time-tokens.repository';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { contactRoutes } from './modules/contact/contact.routes';
import { healthRoutes } from './modules/health/health.routes';
import { createUsersRepository } from './modules/users/users.repository';
import { usersRoutes } from './modules/users/users.routes';
import { aiAssistRoutes } from './modules/ai/ai-assist.routes';
import { createAiAssistService } from './modules/ai/ai-assist.service';
import { geminiRoutes } from './modules/ai/gemini.routes';
import { createPersonContextRepository } from './modules/ai/person-context.repository';
import { createCoachingPlansRepository } from './modules/coaching-plans/coaching-plans.repository';
import { coachingPlansRoutes } from './modules/coaching-plans/coaching-plans.routes';
import { createCoachingPlansService } from './modules/coaching-plans/coaching-plans.service';
import { exportRoutes } from './modules/export/export.routes';
import { createExportService } from './modules/export/export.service';
import { createKeyDatesRepository } from './modules/key-dates/key-dates.repository';
import { keyDatesRoutes } from './modules/key-dates/key-dates.routes';
import { createKeyDatesService } from './modules/key-dates/key-dates.service';
import { createKindredsRepository } from './modules/kindreds/kindreds.repository';
import { kindredsRoutes } from './modules/kindreds/kindreds.routes';
import { createKindredsService } from './modules/kindreds/kindreds.service';
import { createOnboardingService } from './modules/kindreds/onboarding.service';
import { createMemoriesRepository } from './modules/memories/memories.repository';
import { memoriesRoutes } from './modules/memories/memories.routes';
import { createMemoriesService } from './modules/memories/memories.service';
import { createPhotoStore } from './modules/photos/photo-store';
import { photoRoutes } from './modules/photos/photos.routes';
import { createSummariesRepository } from './modules/summaries/summaries.repository';
import { summariesRoutes } from './modules/summaries/summaries.routes';
import { createSummariesService } from './modules/summaries/summaries.service';
import { createSummaryRequests } from './modules/summaries/summary-requests';
import { createUsersService } from './modules/users/users.service';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Where services enqueue background work. */
  queue: Queue;
  /** The built web app to serve; null for the API alone. */
  webDir: string | null;
  /** The AI engines the job handlers share; built from the config when left out. */
  engines?: AiEngines;
  /** The process logger; tests leave it out for silence. */
  logger?: FastifyBaseLogger;
}

// Memories are text; 1 MiB is far above any real one. Uploads get their own limit.
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP app with every plugin and module; never listens (main.ts and the tests do). */
export async function buildApp({ config, database, queue, webDir, engines = createAiEngines(config.ai), logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: generateRequestId,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);
  const db = database.db;
  const users = createUsersRepository(db);
  const rateLimiter = createRateLimiter(db);
  const accessTokens = createAccessTokens(await resolveSigningSecret(config.jwtSecret, db));
  const auth = createAuthService({
    users,
    sessions: createSessionsRepository(db),
    oneTimeTokens: createOneTimeTokensRepository(db),
    accessTokens,
    rateLimiter,
    queue,
  });
  const oidc = config.oidc
    ? createOidcService({
        client: createOidcClient(config.oidc, `${config.publicUrl}/auth/oauth2/callback`),
        logins: createOidcLoginsRepository(db),
        users,
        auth,
      })
    : null;
  const uploadsDir = join(config.dataDir, 'uploads');
  const usersService = createUsersService({ users, rateLimiter, uploadsDir });
  const photoStore = createPhotoStore(uploadsDir);
  const kindreds = createKindredsRepository(db);
  const kindredsService = createKindredsService({ kindreds, removePhoto: (userId, key) => photoStore.remove(userId, key) });
  const summaries = createSummariesRepository(db);
  const summaryRequests = createSummaryRequests({ summaries, queue });
  const people = createPersonContextRepository(db);
  const memoriesService = createMemoriesService({
    memories: createMemoriesRepository(db),
    queue,
    kindredExists: kindredsService.exists,
    findDates: async (userId, kindredId, input) => engines.forPerson((await people.kindredOf(userId, kindredId)) ?? { privateFromAi: true }).detectDates(input),
    onChanged: summaryRequests.request,
    onCreated: summaryRequests.markPending,
  });
  const keyDatesService = createKeyDatesService({
    keyDates: createKeyDatesRepository(db),
    kindreds,
    memoryExists: memoriesService.exists,
    onChanged: summaryRequests.request,
  });

  await app.register(authenticatePlugin, { accessTokens, users });
  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes, { config });
  await app.register(authRoutes, { auth });
  await app.register(oidcRoutes, { oidc });
  await app.register(usersRoutes, { usersService });
  await app.register(contactRoutes, { config, queue, rateLimiter });
  await app.register(kindredsRoutes, { kindredsService, onboardingService: createOnboardingService({ db, queue }) });
  await app.register(photoRoutes, { db, photoStore });
  await app.register(memoriesRoutes, { memoriesService });
  await app.register(keyDatesRoutes, { keyDatesService });
  await app.register(summariesRoutes, { summariesService: createSummariesService({ summaries, requests: summaryRequests, kindredExists: kindredsService.exists }) });
  await app.register(aiAssistRoutes, { aiAssistService: createAiAssistService({ people, engines, logger: app.log }) });
  await app.register(coachingPlansRoutes, {
    coachingPlansService: createCoachingPlansService({ plans: createCoachingPlansRepository(db), people, engines, logger: app.log }),
  });
  await app.register(geminiRoutes, { engines, rateLimiter });
  await app.register(exportRoutes, { exportService: createExportService(db) });
  await app.register(webAppPlugin, { webDir });
  return app;
}
