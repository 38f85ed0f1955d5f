#!/usr/bin/env node
// `npm run test:crash` (issue #15): the built server is killed with SIGKILL 5 times while a separate
// process writes memories to it, and restarted each time; on PGlite (DATA_DIR) and on a fresh
// PostgreSQL database. Reports acknowledged writes lost (every memory answered 201 must exist after
// the restarts) and how long after the last restart every memory is written up (processing ->
// completed, within 60 s). Exits 1 on a loss, a timeout or a memory in error.
//   CRASH_KILLS (5), CRASH_SEED (1), CRASH_WRITERS (4 concurrent writes), CRASH_DATABASES (pglite,postgres)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.mjs';
import { seedLightAccount, signInOver } from './light-account.mjs';
import { createRandom } from './memory-texts.mjs';
import { createPostgresBenchDatabase } from './postgres-bench-database.mjs';
import { runProcess, startProcess } from './processes.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const PORT = Number(process.env.CRASH_PORT ?? 4416);
const KILLS = Number(process.env.CRASH_KILLS ?? 5);
const SEED = Number(process.env.CRASH_SEED ?? 1);
const WRITERS = Number(process.env.CRASH_WRITERS ?? 4);
const DATABASES = (process.env.CRASH_DATABASES ?? 'pglite,postgres').split(',');
// Time under load before each kill: between these, drawn from the seed.
const LOAD_MS = [1_500, 4_000];
// Writes go on this long after the last restart, so the last server takes some too.
const WRITES_AFTER_LAST_RESTART_MS = 1_000;
const COMPLETION_LIMIT_MS = 60_000;
const POLL_MS = 500;
const baseUrl = `http://127.0.0.1:${PORT}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The writer process: WRITERS loops each creating memories one after another, printing `ack <id>`
 * for every 201; a refused or dropped request (the server is down) is retried after a pause. Ends
 * on SIGTERM once the requests it has out are answered.
 */
async function writer() {
  const { token, kindredIds } = JSON.parse(process.env.CRASH_WRITER);
  let stopping = false;
  process.on('SIGTERM', () => (stopping = true));
  const loop = async (n) => {
    for (let i = 0; !stopping; i++) {
      const kindredId = kindredIds[(n + i) % kindredIds.length];
      const rawText = `Writer ${n}, memory ${i}: we walked along the river and she told me about her new job at the bakery, which she loves.`;
      const response = await fetch(`${baseUrl}/api/kindreds/${kindredId}/memories?userTimezone=UTC`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ rawText }),
      }).catch(() => null);
      if (response?.status === 201) console.log(`ack ${(await response.json()).memory.id}`);
      else if (response) console.log(`status ${response.status} ${await response.text()}`);
      else await sleep(50);
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, n) => loop(n)));
}

/** Starts the writer process; `acked` fills with the ids it was answered 201 for. */
function startWriter(token, kindredIds) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'writer'], { env: { ...process.env, CRASH_WRITER: JSON.stringify({ token, kindredIds }) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const acked = new Set();
  const otherAnswers = new Map();
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('ack ')) acked.add(Number(line.slice(4)));
    else otherAnswers.set(line.slice(0, 200), (otherAnswers.get(line.slice(0, 200)) ?? 0) + 1);
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return { acked, otherAnswers, stop: () => (child.kill('SIGTERM'), exited) };
}

/** Polls each memory not yet completed; answers when every one is, or null at the limit, with what is left. */
async function waitForWriteUps(token, ids, since) {
  const pending = new Set(ids);
  const errors = new Set();
  for (;;) {
    const batch = [...pending];
    for (let i = 0; i < batch.length; i += 16) {
      await Promise.all(
        batch.slice(i, i + 16).map(async (id) => {
          const response = await fetch(`${baseUrl}/api/memories/${id}`, { headers: { authorization: `Bearer ${token}` } });
          if (!response.ok) return;
          const { processingStatus } = await response.json();
          if (processingStatus === 'completed') pending.delete(id);
          if (processingStatus === 'error') {
            pending.delete(id);
            errors.add(id);
          }
        }),
      );
    }
    const elapsed = performance.now() - since;
    if (pending.size === 0 || elapsed > COMPLETION_LIMIT_MS) return { completedMs: pending.size === 0 ? elapsed : null, pending, errors };
    await sleep(POLL_MS);
  }
}

async function crashRun(label, { databaseUrl } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kindred-crash-'));
  const env = { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const random = createRandom(SEED);
  try {
    await runProcess(serverNodeArgs('migrate'), env);
    const seedDb = await openBenchDatabase({ dataDir, databaseUrl });
    const account = await seedLightAccount(seedDb, { kindreds: 5 });
    await seedDb.close();

    const start = () => startProcess(serverNodeArgs('serve'), env, `${baseUrl}/api/health`);
    let server = await start();
    const token = await signInOver(baseUrl, account);
    const writes = startWriter(token, account.kindredIds);
    const restartsMs = [];
    let lastRestart = 0;
    for (let kill = 1; kill <= KILLS; kill++) {
      await sleep(random.int(LOAD_MS[0], LOAD_MS[1]));
      const before = writes.acked.size;
      server.child.kill('SIGKILL');
      await new Promise((resolve) => server.child.once('exit', resolve));
      const killedAt = performance.now();
      server = await start();
      lastRestart = performance.now();
      restartsMs.push(lastRestart - killedAt);
      console.log(`  kill ${kill}: after ${before} acknowledged writes; back in ${(lastRestart - killedAt).toFixed(0)} ms`);
    }
    await sleep(WRITES_AFTER_LAST_RESTART_MS);
    await writes.stop();
    const acked = [...writes.acked];
    const { completedMs, pending, errors } = await waitForWriteUps(token, acked, lastRestart);
    const exitCode = await server.stop();

    const db = await openBenchDatabase({ dataDir, databaseUrl });
    const { rows } = await db.query('select id, processing_status from memories where id = any($1::int[])', [acked]);
    const { rows: all } = await db.query('select processing_status as status, count(*)::int as n from memories group by 1 order by 1');
    await db.close();
    const lost = acked.length - rows.length;

    console.log(`${label}: ${acked.length} memories acknowledged (201) over ${KILLS} kills with SIGKILL; restarts took ${Math.min(...restartsMs).toFixed(0)}-${Math.max(...restartsMs).toFixed(0)} ms`);
    console.log(`  acknowledged writes lost: ${lost}`);
    console.log(`  every memory written up ${completedMs === null ? `NOT within ${COMPLETION_LIMIT_MS / 1000} s (${pending.size} still processing)` : `${(completedMs / 1000).toFixed(1)} s after the last restart`}${errors.size ? `; ${errors.size} in error` : ''}`);
    console.log(`  memories in the database by status: ${all.map(({ status, n }) => `${status} ${n}`).join(', ')}`);
    if (writes.otherAnswers.size) console.log(`  other answers to writes: ${[...writes.otherAnswers].map(([line, n]) => `${n} x ${line}`).join('; ')}`);
    console.log(`  exit code of the last server on SIGTERM: ${exitCode}`);
    return lost === 0 && completedMs !== null && errors.size === 0 && exitCode === 0 && acked.length > 0;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'writer') {
  await writer();
} else {
  const outcomes = [];
  if (DATABASES.includes('pglite')) outcomes.push(await crashRun('PGlite (DATA_DIR)'));
  if (DATABASES.includes('postgres')) {
    const postgres = await createPostgresBenchDatabase();
    if (postgres.unreachable) {
      console.log(`PostgreSQL: not run, no server (${postgres.unreachable}); set BENCH_POSTGRES_URL`);
      outcomes.push(false);
    } else {
      try {
        outcomes.push(await crashRun('PostgreSQL (a fresh database)', { databaseUrl: postgres.url }));
      } finally {
        await postgres.drop();
      }
    }
  }
  process.exit(outcomes.every(Boolean) ? 0 : 1);
}
