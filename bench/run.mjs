#!/usr/bin/env node
// `npm run bench`: the built server on an empty data dir, measured against a bare Fastify route.
// Prints throughput and latency, cold start, resident memory idle and under load, and first-load JS;
// then the data endpoints on a seeded account against their ceilings, on PGlite and on PostgreSQL,
// the date detector's speed, and the builtin AI engine's (ai-speed.mjs).
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchMemoryCompletion, benchPersonSummary } from './ai-speed.mjs';
import { benchDataEndpoints } from './data-endpoints.mjs';
import { CHROMIUM, measureFirstLoad } from './first-load.mjs';
import { load } from './http-load.mjs';
import { createPostgresBenchDatabase } from './postgres-bench-database.mjs';
import { memoryOf, runProcess, startProcess } from './processes.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const KINDRED_PORT = 4410;
const BARE_PORT = 4411;
const DATA_PORTS = { kindredPort: 4412, ceilingPort: 4413 };
const AI_PORT = 4414;
const DATE_DETECTION = join(root, 'bench/date-detection.mjs');
const DATE_DETECTION_TARGET_MS = 2;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const COLD_STARTS = 5;

const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-'));
const env = { PORT: String(KINDRED_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
const kindredHealth = `http://127.0.0.1:${KINDRED_PORT}/api/health`;
const fmt = (n, digits = 0) => n.toFixed(digits);

/** Loads `url` in Chromium and prints the JavaScript it downloaded, as sent and gzipped. */
async function printFirstLoad(url) {
  const scripts = await measureFirstLoad(url);
  // The budget is stated in gzip; the browser got brotli, so the .gz twin of each script is sized too.
  const gzipBytes = (path) => {
    const gz = join(root, 'apps/web/dist', `${path}.gz`);
    return existsSync(gz) ? statSync(gz).size : NaN;
  };
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  const totalGzip = scripts.reduce((sum, s) => sum + gzipBytes(s.url), 0);
  console.log(`\nfirst load of /: ${scripts.length} scripts, ${fmt(total / 1024, 1)} KB downloaded as sent, ${fmt(totalGzip / 1024, 1)} KB gzipped (target <= 200 KB gzipped)`);
  console.log('   as sent      gzip  script');
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`  ${fmt(s.bytes / 1024, 1).padStart(6)} KB ${s.encoding.padEnd(3)} ${fmt(gzipBytes(s.url) / 1024, 1).padStart(6)} KB  ${s.url}`);
  }
}

try {
  const first = await startProcess(serverNodeArgs('serve'), env, kindredHealth);
  console.log(`first start on an empty data dir: ${fmt(first.readyMs)} ms (creates the database)`);
  await first.stop();

  const coldStarts = [];
  for (let i = 0; i < COLD_STARTS; i++) {
    const run = await startProcess(serverNodeArgs('serve'), env, kindredHealth);
    coldStarts.push(run.readyMs);
    await run.stop();
  }
  coldStarts.sort((a, b) => a - b);
  console.log(`cold start on an existing data dir (${COLD_STARTS} runs): median ${fmt(coldStarts[2])} ms, max ${fmt(coldStarts.at(-1))} ms (target < 2000 ms)`);

  const kindred = await startProcess(serverNodeArgs('serve'), env, kindredHealth);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = memoryOf(kindred.child.pid);
  console.log(`resident memory idle: ${fmt(idle.rssMb)} MB (target < 300 MB)`);

  const bare = await startProcess([join(root, 'bench/bare-server.mjs')], { PORT: String(BARE_PORT) }, `http://127.0.0.1:${BARE_PORT}/health`);
  const bareResult = await load(`http://127.0.0.1:${BARE_PORT}/health`, { durationSeconds: DURATION });
  await bare.stop();

  let peakDuringLoad = 0;
  const sampler = setInterval(() => (peakDuringLoad = Math.max(peakDuringLoad, memoryOf(kindred.child.pid).rssMb)), 100);
  const healthResult = await load(kindredHealth, { durationSeconds: DURATION });
  clearInterval(sampler);

  console.log(`\nload: ${DURATION} s each, 20 connections, autocannon in the same process as this script`);
  console.log('route                      req/s     p50 ms   p99 ms   errors');
  for (const [name, r] of [['bare Fastify /health', bareResult], ['Kindred /api/health', healthResult]]) {
    console.log(`${name.padEnd(26)} ${fmt(r.rps).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.errors + r.non2xx}`);
  }
  console.log(`ratio Kindred / bare: ${fmt((healthResult.rps / bareResult.rps) * 100, 1)}% of the requests/s (each /api/health does a database round trip)`);
  console.log(`resident memory under load: peak ${fmt(peakDuringLoad)} MB (target < 300 MB)`);

  if (existsSync(CHROMIUM)) await printFirstLoad(`http://127.0.0.1:${KINDRED_PORT}/`);
  else console.log(`\nfirst load of /: not measured, no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);

  await kindred.stop();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await benchDataEndpoints({ label: 'PGlite (DATA_DIR)', durationSeconds: DURATION, ...DATA_PORTS });
const postgres = await createPostgresBenchDatabase();
if (postgres.unreachable) {
  console.log(`\nPostgreSQL: skipped, no server (${postgres.unreachable}); set BENCH_POSTGRES_URL to point at one`);
} else {
  try {
    await benchDataEndpoints({ label: 'PostgreSQL (DATABASE_URL, a fresh database)', databaseUrl: postgres.url, durationSeconds: DURATION, ...DATA_PORTS });
  } finally {
    await postgres.drop();
  }
}

if (existsSync(DATE_DETECTION)) {
  const { dateDetectionMsPer1000Chars: ms } = JSON.parse((await runProcess([DATE_DETECTION])).trim().split('\n').at(-1));
  console.log(`\ndate detection: ${fmt(ms, 3)} ms per 1,000-character memory (target < ${DATE_DETECTION_TARGET_MS} ms)`);
} else {
  console.log('\ndate detection: bench/date-detection.mjs not found, not measured');
}

await benchMemoryCompletion({ port: AI_PORT });
await benchPersonSummary();
