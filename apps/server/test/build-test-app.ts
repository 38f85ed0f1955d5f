import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  testDatabase: TestDatabase;
  close(): Promise<void>;
}

/** A config as the server would parse it from `env`, with its data directory in a fresh temp folder. */
export async function createTestConfig(env: NodeJS.ProcessEnv = {}): Promise<Config & { cleanup(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'kindred-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  return Object.assign(config, { cleanup: () => rm(dataDir, { recursive: true, force: true }) });
}

/** The whole app on a fresh database of its own; tests call `app.inject()`, never a port. */
export async function buildTestApp(overrides: Partial<AppDependencies> & { env?: NodeJS.ProcessEnv } = {}): Promise<TestApp> {
  const { env, ...dependencies } = overrides;
  const config = await createTestConfig(env);
  const testDatabase = await createTestDatabase();
  const app = await buildApp({ config, database: testDatabase.database, webDir: null, ...dependencies });
  return {
    app,
    config,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase.dispose();
      await config.cleanup();
    },
  };
}
