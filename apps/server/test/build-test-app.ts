import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import pino from 'pino';
import { createAiEngines, type AiEngines } from '../src/ai/ai-engines';
import type { Clock } from '../src/clock';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createQueue, type Queue } from '../src/jobs/queue';
import { createServices, type Services } from '../src/services';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  queue: Queue;
  services: Services;
  /** The real SMTP server the app sends to, when built with `smtp: true`. */
  smtp: SmtpPeer | null;
  close(): Promise<void>;
}

/** A config as the server would parse it from `env`, with its data directory in a fresh temp folder. */
export async function createTestConfig(env: NodeJS.ProcessEnv = {}): Promise<Config & { cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kindred-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://kindred.test', ...env });
  return Object.assign(config, { cleanup: () => rm(dataDir, { recursive: true, force: true }) });
}

interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Engines whose answers the test decides; built from the config when left out. */
  engines?: AiEngines;
  /** Job workers in this process (per job kind); 0 leaves jobs queued and memories processing for the test to inspect. */
  workers?: number;
  /** The app's request logger; silent when left out. */
  logger?: FastifyBaseLogger;
  /** A built web app to serve. */
  webDir?: string | null;
  /** Start a real SMTP peer and send the app's mail to it. */
  smtp?: boolean;
  /** The time as the services see it; the system clock when left out. */
  clock?: Clock;
}

/** The whole app on a fresh database of its own, with job workers running; tests call `app.inject()`, never a port. */
export async function buildTestApp({ env, smtp: withSmtp = false, engines, workers = 1, logger: appLogger, webDir = null, clock }: TestAppOptions = {}): Promise<TestApp> {
  const smtp = withSmtp ? await startSmtpPeer() : null;
  const config = await createTestConfig({ ...env, ...(smtp ? { SMTP_URL: smtp.url } : {}) });
  const testDatabase = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const { database } = testDatabase;
  const queue = createQueue({ database, workers, logger, pollingIntervalSeconds: 0.5, fastRetries: true });
  const services = await createServices({
    config,
    database,
    queue,
    logger,
    fastRetries: true,
    engines: engines ?? createAiEngines(config.ai, { logger, builtinThread: false }),
    ...(clock ? { clock } : {}),
  });
  await queue.start(services.jobHandlers);
  for (const worker of services.rowWorkers) worker.start(workers);
  const app = await buildApp({ config, database, services, webDir, ...(appLogger ? { logger: appLogger } : {}) });
  return {
    app,
    config,
    testDatabase,
    queue,
    services,
    smtp,
    async close() {
      await app.close();
      await Promise.all(services.rowWorkers.map((worker) => worker.stop(1_000)));
      await queue.stop(1_000);
      await smtp?.close();
      await testDatabase.dispose();
      await config.cleanup();
    },
  };
}
