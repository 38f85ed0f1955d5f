// The data benchmark of issues #4 and #16: one heavy account (50 kindreds, 10,000 memories), three
// endpoints of the built server under load, each beside its ceiling (ceiling-server.mjs: the
// simplest SQL returning the same rows, behind bare routes), the load generated from a process of
// its own. Kindred and the ceiling take turns, never run together: PGlite is single-process, and on
// PostgreSQL an idle Kindred's job polling would still tax the ceiling.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.mjs';
import { printPlans } from './explain-plans.mjs';
import { load } from './http-load.mjs';
import { createRandom, memoryText } from './memory-texts.mjs';
import { cpuMsOf, runProcess, startProcess, untilQuiet } from './processes.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD, seedAccount } from './seed-account.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const CEILING_SERVER = fileURLToPath(new URL('ceiling-server.mjs', import.meta.url));
/** Issue #16's targets: reads at half their ceiling or better; p99 by database; a new memory's p99 while the write-up worker runs. */
const MIN_READ_RATIO = 0.5;
const MAX_READ_P99_MS = { postgres: 50, pglite: 100 };
const MAX_CREATE_P99_MS = 100;
const WARM_UP_SECONDS = 2;
const fmt = (n, digits = 0) => n.toFixed(digits);

async function signIn(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Starts a server, runs `measure(server)` against it, and stops it whatever happens; says so if it stops badly. */
async function withServer(name, start, measure) {
  const server = await start();
  try {
    // Measured as a server that has been up a while: its start-up work (the day's reminders with
    // their hints, the first search-word fold) is over before the load begins, and is reported.
    const { waitedMs, cpuMs } = await untilQuiet(server.child.pid);
    console.log(`(${name}: start-up work over ${fmt(waitedMs / 1000, 1)} s after it answered, ${fmt(cpuMs)} ms of CPU)`);
    return await measure(server);
  } finally {
    const code = await server.stop();
    if (code !== 0) console.log(`(${name} exited with code ${code} when asked to stop; its last output:)\n${server.output().trim()}`);
  }
}

function endpointsOf(seeded) {
  const body = memoryText('Sarah', createRandom(7), { minLength: 300, maxLength: 600, withDate: true });
  return [
    { name: `memories: 50 newest of ${seeded.listKindred.n}`, path: `/api/kindreds/${seeded.listKindred.id}/memories` },
    { name: 'dashboard: kindreds/summary', path: '/api/kindreds/summary' },
    {
      name: `create memory (${body.length} chars)`,
      path: `/api/kindreds/${seeded.createKindredId}/memories?userTimezone=America/New_York`,
      request: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rawText: body }) },
      writes: true,
    },
  ];
}

function printResults(endpoints, results, durationSeconds, kind) {
  console.log(`endpoint (20 connections, ${durationSeconds} s each)   server      req/s   p50 ms   p99 ms   errors   server CPU ms/req`);
  const row = (label, server, r) =>
    console.log(
      `${label.padEnd(40)} ${server.padEnd(8)} ${fmt(r.rps).padStart(8)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${String(r.errors + r.non2xx).padStart(6)}   ${fmt(r.cpuMsPerRequest, 2).padStart(8)}`,
    );
  for (const endpoint of endpoints) {
    const { kindred, ceiling } = results.get(endpoint);
    row(endpoint.name, 'Kindred', kindred);
    row('', 'ceiling', ceiling);
    const ratio = kindred.rps / ceiling.rps;
    const maxP99 = endpoint.writes ? MAX_CREATE_P99_MS : MAX_READ_P99_MS[kind];
    const misses = [
      !endpoint.writes && ratio < MIN_READ_RATIO && `below ${MIN_READ_RATIO * 100}%`,
      kindred.p99 >= maxP99 && `p99 not under ${maxP99} ms`,
      kindred.errors + kindred.non2xx > 0 && 'errors',
    ].filter(Boolean);
    console.log(`${''.padEnd(40)} ratio ${fmt(ratio * 100, 1)}% of the ceiling: ${misses.length ? `MISSES (${misses.join(', ')})` : 'meets the target'}`);
  }
}

/** Seeds a fresh database (PGlite in a new data dir, or the empty PostgreSQL database at `databaseUrl`) and prints the figures. */
export async function benchDataEndpoints({ label, databaseUrl, durationSeconds, kindredPort, ceilingPort }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-data-'));
  try {
    const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    const env = { PORT: String(kindredPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...database };
    await runProcess(serverNodeArgs('migrate'), env);
    const seedStarted = performance.now();
    const db = await openBenchDatabase({ dataDir, databaseUrl });
    const seeded = await seedAccount(db);
    await db.close();
    console.log(`\n${label}: one account, ${seeded.kindredCount} kindreds, ${seeded.memoryCount} memories, ${seeded.keyDateCount} key dates; seeded in ${fmt((performance.now() - seedStarted) / 1000, 1)} s`);
    await printPlans({ dataDir, databaseUrl, userId: seeded.userId, kindredId: seeded.listKindred.id });
    console.log(`\nmachine: ${cpus().length} CPUs, load average ${fmt(loadavg()[0], 1)} before the load (the servers, PostgreSQL and autocannon share them)`);

    const kindredBase = `http://127.0.0.1:${kindredPort}`;
    const ceilingBase = `http://127.0.0.1:${ceilingPort}`;
    const startKindred = () => startProcess(serverNodeArgs('serve'), env, `${kindredBase}/api/health`);
    const ceilingEnv = { PORT: String(ceilingPort), DATA_DIR: dataDir, USER_ID: String(seeded.userId), ...database };
    const startCeiling = () => startProcess([CEILING_SERVER], ceilingEnv, `${ceilingBase}/api/health`);
    const endpoints = endpointsOf(seeded);
    const results = new Map(endpoints.map((endpoint) => [endpoint, {}]));
    let token = null;
    // CPU per request tells the servers apart even on a busy machine, where requests/s swing with the neighbours.
    const measure = async (server, url, request = {}) => {
      // A server that answers an error would be measured failing fast; say what it answered instead.
      const probe = await fetch(url, request);
      if (!probe.ok) throw new Error(`${request.method ?? 'GET'} ${url} answered ${probe.status}: ${await probe.text()}`);
      // A warm-up load first, not counted: its optimising compiler has the hot paths compiled, as in a server that has been serving.
      await load(url, { durationSeconds: WARM_UP_SECONDS, request });
      const cpuBefore = cpuMsOf(server.child.pid);
      const result = await load(url, { durationSeconds, request });
      return { ...result, cpuMsPerRequest: (cpuMsOf(server.child.pid) - cpuBefore) / result.requests };
    };
    const measureKindred = async (server, endpoint) => {
      token ??= await signIn(kindredBase);
      const headers = { authorization: `Bearer ${token}`, ...endpoint.request?.headers };
      results.get(endpoint).kindred = await measure(server, `${kindredBase}${endpoint.path}`, { ...endpoint.request, headers });
    };
    const measureCeiling = async (server, endpoint) => {
      results.get(endpoint).ceiling = await measure(server, `${ceilingBase}${endpoint.path}`, endpoint.request);
    };

    // Reads first on both sides, so neither reads the rows the other's writes added; the ceiling
    // writes before Kindred, so no job backlog from Kindred's writes runs during the ceiling's.
    const reads = endpoints.filter((endpoint) => !endpoint.writes);
    const writes = endpoints.filter((endpoint) => endpoint.writes);
    await withServer('Kindred', startKindred, async (server) => {
      for (const endpoint of reads) await measureKindred(server, endpoint);
    });
    await withServer('the ceiling server', startCeiling, async (server) => {
      for (const endpoint of endpoints) await measureCeiling(server, endpoint);
    });
    // The ceiling's memories are processing, which makes them write-up work; left so, Kindred's
    // worker would write all of them up while its own creations are measured.
    const cleanup = await openBenchDatabase({ dataDir, databaseUrl });
    const { rows: dropped } = await cleanup.query("update memories set processing_status = 'completed' where processing_status = 'processing' returning id");
    // Their words too, logged for the search word list, are folded in now: Kindred's minutely fold
    // of thousands of the ceiling's memories would otherwise land inside its own measured load.
    await cleanup.query('select public.search_words_compact(null)');
    // And the rows those two statements left dead are vacuumed now: on PostgreSQL, autovacuum would
    // otherwise wake for them in the middle of Kindred's measured load and take a core from it.
    await cleanup.query('vacuum analyze memories, search_words, search_word_deltas');
    await cleanup.close();
    console.log(`(marked the ${dropped.length} memories the ceiling created as written up and folded their words in, so Kindred's jobs do only its own)`);
    const kindredWritesFrom = new Date().toISOString();
    await withServer('Kindred', startKindred, async (server) => {
      for (const endpoint of writes) await measureKindred(server, endpoint);
    });
    printResults(endpoints, results, durationSeconds, databaseUrl ? 'postgres' : 'pglite');

    const after = await openBenchDatabase({ dataDir, databaseUrl });
    const { rows } = await after.query(
      "select count(*)::int as created, (count(*) filter (where processing_status = 'processing'))::int as waiting from memories where created_at >= $1",
      [kindredWritesFrom],
    );
    await after.close();
    const { created, waiting } = rows[0];
    // The worker writes up through the warm-up and the measured load alike.
    const loadSeconds = WARM_UP_SECONDS + durationSeconds;
    const perSecond = (created - waiting) / loadSeconds;
    console.log(`memories Kindred created under load (${loadSeconds} s with the warm-up): ${created}; written up meanwhile: ${created - waiting} (${fmt(perSecond, 1)} a second); still waiting when it stopped: ${waiting}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
