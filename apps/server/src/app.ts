import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import { generateRequestId } from './logger';
import { errorHandlerPlugin } from './plugins/error-handler';
import { openApiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';
import { clientConfigRoutes } from './modules/client-config/client-config.routes';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** The built web app to serve; null for the API alone. */
  webDir: string | null;
  /** The process logger; tests leave it out for silence. */
  logger?: FastifyBaseLogger;
}

// Memories are text; 1 MiB is far above any real one. Uploads get their own limit.
const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP app with every plugin and module; never listens (main.ts and the tests do). */
export async function buildApp({ config, database, webDir, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: generateRequestId,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(openApiPlugin);
  await app.register(healthRoutes, { database });
  await app.register(clientConfigRoutes, { config });
  await app.register(webAppPlugin, { webDir });
  return app;
}
