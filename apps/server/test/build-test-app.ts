import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { createAiEngines } from '../src/ai/ai-engines';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createJobHandlers } from '../src/job-handlers';
import { startQueue, type Queue } from '../src/jobs/queue';
import { createMailer } from '../src/mail/mailer';
import { startSmtpPeer, type SmtpPeer } from './smtp-peer';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  queue: Queue;
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

interface TestAppOptions extends Partial<Omit<AppDependencies, 'config'>> {
  env?: NodeJS.ProcessEnv;
  /** Start a real SMTP peer and send the app's mail to it. */
  smtp?: boolean;
}

/** The whole app on a fresh database of its own, with job workers running; tests call `app.inject()`, never a port. */
export async function buildTestApp({ env, smtp: withSmtp = false, ...dependencies }: TestAppOptions = {}): Promise<TestApp> {
  const smtp = withSmtp ? await startSmtpPeer() : null;
  const config = await createTestConfig({ ...env, ...(smtp ? { SMTP_URL: smtp.url } : {}) });
  const testDatabase = await createTestDatabase();
  const logger = pino({ level: 'silent' });
  const engines = createAiEngines(config.ai, { logger });
  const mailer = createMailer(config, logger);
  const queue = await startQueue({
    database: testDatabase.database,
    handlers: (self) => createJobHandlers({ config, database: testDatabase.database, mailer, engines, queue: self }),
    workers: 1,
    logger,
    pollingIntervalSeconds: 0.5,
    fastRetries: true,
  });
  const app = await buildApp({ config, database: testDatabase.database, queue, engines, webDir: null, ...dependencies });
  return {
    app,
    config,
    testDatabase,
    queue,
    smtp,
    async close() {
      await app.close();
      await queue.stop(1_000);
      await smtp?.close();
      await testDatabase.dispose();
      await config.cleanup();
    },
  };
}
