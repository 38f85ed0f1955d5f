#!/usr/bin/env node
// `npm run bench:search` (issue #12): memory search as a client sees it, over HTTP from this
// process to the built server in another. Seeds 100,000 memories over 200 people in one account
// (set-based SQL, the database's triggers building the search indexes), then times at least 20
// queries of each of 8 kinds and prints p50/p95/p99 per kind, the EXPLAIN of the slowest kind and
// the index sizes. On PGlite and on PostgreSQL by default; flags pick:
//   --pglite      only PGlite             --postgres   only PostgreSQL (BENCH_POSTGRES_URL, default the local server)
//   --million     1,000,000 memories over 100 accounts (100 people each), on PostgreSQL
// SEARCH_BENCH_MEMORIES overrides the number of memories per account (quick trial runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.mjs';
import { createPostgresBenchDatabase } from './postgres-bench-database.mjs';
import { runProcess, startProcess } from './processes.mjs';
import { QUERY_KINDS } from './search-queries.mjs';
import { SEARCH_BENCH_PASSWORD, seedSearchBench } from './search-seed.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const EXPLAIN = fileURLToPath(new URL('search-explain.ts', import.meta.url));
const PORT = 4420;
const ROUNDS = 5;
const TARGET_P95_MS = { pglite: 60, postgres: 15, million: 20 };
const fmt = (n, digits = 1) => n.toFixed(digits);

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signIn(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: SEARCH_BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()).access_token;
}

/** Times every query of every kind, `ROUNDS` times after one warm-up round, rotating over the signed-in accounts. */
async function measure(baseUrl, tokens) {
  const timings = new Map(Object.keys(QUERY_KINDS).map((kind) => [kind, []]));
  const hits = new Map(Object.keys(QUERY_KINDS).map((kind) => [kind, []]));
  let turn = 0;
  for (let round = 0; round <= ROUNDS; round++) {
    for (const [kind, queries] of Object.entries(QUERY_KINDS)) {
      for (const q of queries) {
        const token = tokens[turn++ % tokens.length];
        const started = performance.now();
        const response = await fetch(`${baseUrl}/api/search/memories?q=${encodeURIComponent(q)}`, { headers: { authorization: `Bearer ${token}` } });
        const body = await response.text();
        const ms = performance.now() - started;
        if (!response.ok) throw new Error(`"${q}" answered ${response.status}: ${body}`);
        if (round > 0) {
          timings.get(kind).push({ q, ms });
          hits.get(kind).push(JSON.parse(body).items.length);
        }
      }
    }
  }
  return { timings, hits };
}

async function benchOne({ label, target, databaseUrl, accounts, peoplePerAccount, memoriesPerAccount }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-search-'));
  try {
    const database = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
    const env = { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', WORKERS: '0', ...database };
    await runProcess(serverNodeArgs('migrate'), env);
    const total = accounts * memoriesPerAccount;
    console.log(`\n${label}: seeding ${total.toLocaleString('en')} memories over ${accounts} account(s) of ${peoplePerAccount} people…`);
    const seedStarted = performance.now();
    const db = await openBenchDatabase({ dataDir, databaseUrl });
    const seeded = await seedSearchBench(db, { accounts, peoplePerAccount, memoriesPerAccount, batch: databaseUrl ? 20_000 : 10_000, log: console.log });
    await db.close();
    console.log(`seeded in ${fmt((performance.now() - seedStarted) / 1000, 0)} s; machine: ${cpus().length} CPUs, load average ${fmt(loadavg()[0])}`);

    const baseUrl = `http://127.0.0.1:${PORT}`;
    const server = await startProcess(serverNodeArgs('serve'), env, `${baseUrl}/api/health`);
    let result;
    try {
      const tokens = [];
      for (const account of seeded.slice(0, 5)) tokens.push(await signIn(baseUrl, account.email));
      result = await measure(baseUrl, tokens);
    } finally {
      await server.stop();
    }

    console.log(`GET /api/search/memories over HTTP, one request at a time, ${ROUNDS} rounds of 20 queries per kind after a warm-up round${accountsNote(seeded)}`);
    console.log('kind                  queries   p50 ms   p95 ms   p99 ms   max ms   hits/page (median)');
    let slowest = null;
    for (const [kind, samples] of result.timings) {
      const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
      const p95 = percentile(sorted, 95);
      const hitCounts = [...result.hits.get(kind)].sort((a, b) => a - b);
      console.log(
        `${kind.padEnd(20)} ${String(samples.length).padStart(8)} ${fmt(percentile(sorted, 50)).padStart(8)} ${fmt(p95).padStart(8)} ${fmt(percentile(sorted, 99)).padStart(8)} ${fmt(sorted.at(-1)).padStart(8)}   ${hitCounts[Math.floor(hitCounts.length / 2)]}`,
      );
      if (!slowest || p95 > slowest.p95) slowest = { kind, p95, query: samples.reduce((a, b) => (b.ms > a.ms ? b : a)).q };
    }
    const all = [...result.timings.values()].flat().map((s) => s.ms).sort((a, b) => a - b);
    const worstP95 = slowest.p95;
    console.log(`all kinds: p95 ${fmt(percentile(all, 95))} ms; worst kind p95 ${fmt(worstP95)} ms (${slowest.kind}) — target p95 < ${target} ms: ${worstP95 < target ? 'met' : 'MISSED'}`);

    const explained = JSON.parse(
      (await runProcess(['--import', import.meta.resolve('tsx'), EXPLAIN], { ...database, DATA_DIR: dataDir, USER_ID: String(seeded[0].userId), QUERY: slowest.query })).trim().split('\n').at(-1),
    );
    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the slowest kind (${slowest.kind}), its slowest query ${JSON.stringify(slowest.query)}:`);
    console.log(`tsquery: ${explained.queries.match}`);
    explained.plans.forEach((plan, i) => console.log(`-- statement ${i + 1} of ${explained.plans.length} (${i === 0 ? 'typo and prefix lookup' : 'the search'}):\n${plan}`));
    console.log('\nsizes:');
    for (const { name, size } of explained.sizes) console.log(`  ${name.padEnd(36)} ${size}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const accountsNote = (seeded) => (seeded.length > 1 ? `, rotating over ${Math.min(5, seeded.length)} of the ${seeded.length} accounts` : '');

const flags = new Set(process.argv.slice(2));
const perAccount = (n) => Number(process.env.SEARCH_BENCH_MEMORIES ?? n);
const wantPglite = flags.has('--pglite') || (!flags.has('--postgres') && !flags.has('--million'));
const wantPostgres = flags.has('--postgres') || (!flags.has('--pglite') && !flags.has('--million'));

if (wantPglite) {
  await benchOne({ label: 'PGlite (DATA_DIR)', target: TARGET_P95_MS.pglite, accounts: 1, peoplePerAccount: 200, memoriesPerAccount: perAccount(100_000) });
}
for (const [wanted, options] of [
  [wantPostgres, { label: 'PostgreSQL (DATABASE_URL, a fresh database)', target: TARGET_P95_MS.postgres, accounts: 1, peoplePerAccount: 200, memoriesPerAccount: perAccount(100_000) }],
  [flags.has('--million'), { label: 'PostgreSQL, 100 accounts', target: TARGET_P95_MS.million, accounts: 100, peoplePerAccount: 100, memoriesPerAccount: perAccount(10_000) }],
]) {
  if (!wanted) continue;
  const postgres = await createPostgresBenchDatabase();
  if (postgres.unreachable) {
    console.log(`\n${options.label}: skipped, no server (${postgres.unreachable}); set BENCH_POSTGRES_URL to point at one`);
    continue;
  }
  try {
    await benchOne({ ...options, databaseUrl: postgres.url });
  } finally {
    await postgres.drop();
  }
}
