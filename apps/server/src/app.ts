import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { generateRequestId } from './logger';
import { aiAssistRoutes, geminiRoutes } from './modules/ai';
import { authRoutes, oidcRoutes } from './modules/auth';
import { billingRoutes } from './modules/billing';
import { calendarRoutes } from './modules/calendar';
import { clientConfigRoutes } from './modules/client-config';
import { coachingPlansRoutes } from './modules/coaching-plans';
import { contactRoutes } from './modules/contact';
import { crawlersRoutes } from './modules/crawlers';
import { exportRoutes } from './modules/export';
import { healthRoutes } from './modules/health';
import { keyDatesRoutes } from './modules/key-dates';
import { kindredsRoutes } from './modules/kindreds';
import { memoriesRoutes } from './modules/memories';
import { onboardingRoutes } from './modules/onboarding';
import { photoRoutes } from './modules/photos';
import { searchRoutes } from './modules/search';
import { summariesRoutes } from './modules/summaries';
import { usersRoutes } from './modules/users';
import { authenticatePlugin } from './plugins/authenticate';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { responseSerializerCompiler } from './plugins/response-serializer';
import { securityPlugin } from './plugins/security';
import { validatorCompiler } from './plugins/validator-compiler';
import { webAppPlugin } from './plugins/web-app';
import type { Services } from './services';

export interface AppDependencies {
  config: Config;
  /** For the health check. */
  database: Database;
  /** Every service, built once by `createServices`. */
  services: Services;
  /** The built web app to serve; null for the API alone. */
  webDir: string | null;
  /** The process logger; tests leave it out for silence. */
  logger?: FastifyBaseLogger;
}

// Memories are text; 1 MiB is far above any real one. Uploads get their own limit.
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP app: plugins, then each module's routes with the services they call; never listens (main.ts and the tests do). */
export async function buildApp({ config, database, services, webDir, logger }: AppDependencies): Promise<FastifyInstance> {
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
  await app.register(securityPlugin, { publicUrl: config.publicUrl, analytics: config.analytics, hasCardForm: Boolean(config.stripe?.publishableKey) });
  await app.register(openApiPlugin);
  await app.register(authenticatePlugin, { accessTokens: services.accessTokens, findUserBySession: services.findUserBySession });
  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes, { config });
  await app.register(authRoutes, { auth: services.auth });
  await app.register(oidcRoutes, { oidc: services.oidc });
  await app.register(usersRoutes, { usersService: services.users });
  await app.register(contactRoutes, { contactService: services.contact });
  await app.register(kindredsRoutes, { kindredsService: services.kindreds });
  await app.register(onboardingRoutes, { onboardingService: services.onboarding });
  await app.register(photoRoutes, { photosService: services.photos });
  await app.register(memoriesRoutes, { memoriesService: services.memories });
  await app.register(searchRoutes, { searchService: services.search });
  await app.register(keyDatesRoutes, { keyDatesService: services.keyDates });
  await app.register(summariesRoutes, { summariesService: services.summaries });
  await app.register(aiAssistRoutes, { aiAssistService: services.aiAssist });
  await app.register(coachingPlansRoutes, { coachingPlansService: services.coachingPlans });
  await app.register(geminiRoutes, { engines: services.engines, rateLimiter: services.rateLimiter });
  await app.register(exportRoutes, { exportService: services.export });
  await app.register(billingRoutes, { billingService: services.billing });
  await app.register(calendarRoutes, { calendarService: services.calendar });
  await app.register(crawlersRoutes, { publicUrl: config.publicUrl });
  await app.register(webAppPlugin, { webDir });
  return app;
}
