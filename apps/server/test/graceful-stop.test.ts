import { Agent, request, type RequestOptions } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hashPassword } from '../src/auth/passwords';
import type { Database } from '../src/db/database';
import { openPglite } from '../src/db/pglite';
import { DEFAULT_PASSWORD } from './factories';
import { runServer as run, waitForOutput, type ServerProcess } from './server-process';
import { createTestDatabase, type TestDatabase } from './test-database';

// Issue #15: SIGTERM under load closes the listener, answers the requests in flight, lets running
// jobs finish or hand back, closes the database and exits 0 within 10 s.
const BUDGET_MS = 10_000;
const CLIENTS = 16;
const LOAD_BEFORE_SIGNAL_MS = 2_500;
const EMAIL = 'stop@example.com';

async function serverUrlOf(r: ServerProcess): Promise<string> {
  return (await waitForOutput(r, /Kindred is running at (http:\/\/127\.0\.0\.1:\d+)/))[1]!;
}

/** A verified account with one kindred, written straight in the database; answers the kindred's id. */
async function seedAccount(database: Database): Promise<number> {
  const { rows: users } = await database.execute(
    `insert into users (email, password_hash, email_verified_at, is_first_time_login, subscription_plan, subscription_status, trial_started_at)
     values ($1, $2, now(), false, 'KINDRED_FREE', 'active', now()) returning id`,
    [EMAIL, await hashPassword(DEFAULT_PASSWORD)],
  );
  const { rows } = await database.execute(`insert into kindreds (user_id, name, relationship) values ($1, 'Sarah', 'Sister') returning id`, [(users[0] as { id: number }).id]);
  return (rows[0] as { id: number }).id;
}

interface Outcome {
  beforeSignal: boolean;
  /** Whether the answer (or error) came after the signal. */
  settledAfterSignal: boolean;
  /** Whether the request went on a connection that had already carried one (keep-alive). */
  reusedSocket: boolean;
  /** The HTTP status, or the network error's code. */
  result: number | string;
}

/** One request on `agent`; answers its status or network error code, and whether its socket was reused. */
function send(agent: Agent, url: string, options: RequestOptions, body?: string): Promise<Omit<Outcome, 'beforeSignal' | 'settledAfterSignal'>> {
  return new Promise((resolve) => {
    const req = request(url, { ...options, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ reusedSocket: req.reusedSocket, result: response.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ reusedSocket: req.reusedSocket, result: error.code ?? 'failed' }));
    req.end(body);
  });
}

/**
 * Clients that each send one request after another on a keep-alive connection of their own, writing
 * memories and reading them, until the server refuses them; each request notes whether it started
 * before the signal.
 */
function loadClients(baseUrl: string, token: string, kindredId: number, signalled: () => boolean) {
  const outcomes: Outcome[] = [];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const client = async (n: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; ; i++) {
      const beforeSignal = !signalled();
      const outcome =
        (n + i) % 2 === 0
          ? await send(agent, `${baseUrl}/api/kindreds/${kindredId}/memories?userTimezone=UTC`, { method: 'POST', headers }, JSON.stringify({ rawText: `Client ${n} wrote memory ${i}, about a walk by the river.` }))
          : await send(agent, `${baseUrl}/api/kindreds/${kindredId}/memories`, { headers });
      outcomes.push({ beforeSignal, settledAfterSignal: signalled(), ...outcome });
      if (typeof outcome.result === 'string') break;
    }
    agent.destroy();
  };
  return { outcomes, done: Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n))) };
}

async function stopUnderLoad(env: NodeJS.ProcessEnv, kindredId: number) {
  const server = run(['serve'], { PORT: '0', WORKERS: '2', ...env });
  const baseUrl = await serverUrlOf(server);
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: DEFAULT_PASSWORD }) });
  expect(login.status).toBe(200);
  let signalledAt = 0;
  const load = loadClients(baseUrl, ((await login.json()) as { access_token: string }).access_token, kindredId, () => signalledAt > 0);
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
  signalledAt = performance.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  const stopMs = performance.now() - signalledAt;
  await load.done;
  return { code, stopMs, outcomes: load.outcomes, output: server.output() };
}

function expectCleanStop({ code, stopMs, outcomes, output }: Awaited<ReturnType<typeof stopUnderLoad>>) {
  expect(output).not.toContain('shutdown took longer');
  expect(code).toBe(0);
  expect(stopMs).toBeLessThan(BUDGET_MS);
  const answered = (outcome: Outcome) => outcome.result === 200 || outcome.result === 201;
  // Every request on an open connection was answered, those sent after the signal included (each
  // answer then closes its connection). The only failures are new connections after the listener
  // closed: refused, or reset by the kernel while still waiting to be accepted, never seen by the server.
  expect(outcomes.filter((outcome) => !answered(outcome) && (outcome.reusedSocket || !['ECONNREFUSED', 'ECONNRESET'].includes(String(outcome.result))))).toEqual([]);
  expect(outcomes.filter((outcome) => outcome.beforeSignal && answered(outcome)).length).toBeGreaterThan(CLIENTS);
  // Requests in flight at the signal were answered after it.
  expect(outcomes.filter((outcome) => outcome.beforeSignal && outcome.settledAfterSignal && answered(outcome)).length).toBeGreaterThan(0);
}

describe('graceful stop on the embedded database', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'kindred-stop-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('answers every request in flight and exits 0 within 10 s of SIGTERM under load', async () => {
    expect(await run(['migrate'], { DATA_DIR: dataDir }).exited).toBe(0);
    const database = await openPglite(join(dataDir, 'pg'));
    const kindredId = await seedAccount(database);
    await database.close();
    expectCleanStop(await stopUnderLoad({ DATA_DIR: dataDir }, kindredId));
  }, 90_000);
});

if (inject('testDatabase').kind === 'postgres') {
  describe('graceful stop on a PostgreSQL server', () => {
    let testDatabase: TestDatabase;
    let dataDir: string;
    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      dataDir = await mkdtemp(join(tmpdir(), 'kindred-stop-'));
    });
    afterAll(async () => {
      await testDatabase.dispose();
      await rm(dataDir, { recursive: true, force: true });
    });

    it('answers every request in flight and exits 0 within 10 s of SIGTERM under load', async () => {
      const kindredId = await seedAccount(testDatabase.database);
      expectCleanStop(await stopUnderLoad({ DATA_DIR: dataDir, DATABASE_URL: testDatabase.url ?? '' }, kindredId));
    }, 90_000);
  });
}
