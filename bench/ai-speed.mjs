// The AI benchmark of issue #5, on the builtin engine:
// - created -> completed: the built server on PGlite, one account, memories posted one at a time,
//   at a person's pace (judged) and in a burst (shown); the in-process worker writes each up, and the
//   database's own clocks (created_at, then updated_at when the write-up lands) give the latency.
// - a person summary over 500 memories: the engine itself, bundled by esbuild, in this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.mjs';
import { createRandom, memoryText } from './memory-texts.mjs';
import { runProcess, startProcess, untilQuiet } from './processes.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD, seedAccount } from './seed-account.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const COMPLETION_TARGET_P95_MS = 300;
const SUMMARY_MEMORIES = 500;
const SUMMARY_RUNS = 15;
const SUMMARY_TARGET_MS = 200;
const fmt = (n, digits = 0) => n.toFixed(digits);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * How memories are posted: a person writing (what the target is about), then a script posting a
 * burst. On PGlite, write-ups wait for a moment without requests (up to half a second each), so a
 * burst's write-ups queue behind its posts; the burst is shown, not judged.
 */
const CADENCES = [
  { label: 'a person writing: one memory a second', memories: 40, pauseMs: 1_000, judged: true },
  { label: 'a burst: one memory every 50 ms', memories: 100, pauseMs: 50, judged: false },
];

/** Posts memories one by one to the running server and reads each one's write-up latency from the database. */
export async function benchMemoryCompletion({ port }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-ai-'));
  try {
    const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    await runProcess(serverNodeArgs('migrate'), env);
    const db = await openBenchDatabase({ dataDir });
    const seeded = await seedAccount(db);
    await db.close();
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess(serverNodeArgs('serve'), env, `${base}/api/health`);
    // As in the data benchmark: the day's reminders of the seeded account are read first, on the
    // engine's thread, and write-ups posted meanwhile would wait behind them.
    const { waitedMs } = await untilQuiet(server.child.pid);
    console.log(`\n(the server's start-up work was over ${fmt(waitedMs / 1000, 1)} s after it answered)`);
    const periods = [];
    try {
      const { access_token: token } = await api(base, null, 'POST', '/api/auth/login', { email: BENCH_EMAIL, password: BENCH_PASSWORD });
      const random = createRandom(5);
      for (const cadence of CADENCES) {
        const from = new Date().toISOString();
        for (let i = 0; i < cadence.memories; i++) {
          const rawText = memoryText('Sarah', random, { minLength: 150, maxLength: 800, withDate: random.next() < 0.3 });
          await api(base, token, 'POST', `/api/kindreds/${seeded.listKindred.id}/memories`, { rawText });
          await sleep(cadence.pauseMs);
        }
        // The last write-ups, then the debounced person summary, finish before the next cadence (or the stop).
        await sleep(5_000);
        periods.push({ cadence, from, to: new Date().toISOString() });
      }
    } finally {
      await server.stop();
    }
    const after = await openBenchDatabase({ dataDir });
    for (const { cadence, from, to } of periods) {
      const { rows } = await after.query(
        `select processing_status as status, extract(epoch from (updated_at - created_at)) * 1000 as ms
         from memories where created_at >= $1 and created_at < $2 order by created_at`,
        [from, to],
      );
      const done = rows.filter((row) => row.status === 'completed').map((row) => Number(row.ms)).sort((a, b) => a - b);
      const p95 = percentile(done, 95);
      const verdict = cadence.judged ? ` (target p95 < ${COMPLETION_TARGET_P95_MS} ms: ${p95 < COMPLETION_TARGET_P95_MS ? 'met' : 'MISSED'})` : ' (shown, not judged)';
      console.log(
        `${periods[0].cadence === cadence ? '\n' : ''}builtin engine, memory created -> completed on PGlite, in-process worker, ${cadence.label}: ` +
          `${done.length} of ${cadence.memories} completed; p50 ${fmt(percentile(done, 50))} ms, p95 ${fmt(p95)} ms, max ${fmt(done.at(-1))} ms${verdict}`,
      );
    }
    await after.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The builtin engine bundled from source; its libraries stay outside, imported by absolute URL. */
async function loadBuiltinEngine() {
  const byUrl = (names) => ({
    name: 'packages-by-url',
    setup(pluginBuild) {
      for (const name of names) {
        const url = import.meta.resolve(name);
        pluginBuild.onResolve({ filter: new RegExp(`^${name}$`) }, () => ({ path: url, external: true }));
      }
    },
  });
  const bundle = await build({
    stdin: { contents: "export { createBuiltinEngine } from './apps/server/src/ai/builtin/builtin-engine.ts';", resolveDir: root, loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    plugins: [byUrl(['chrono-node', 'compromise'])],
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(bundle.outputFiles[0].text).toString('base64')}`);
}

/** A person with `count` memories, newest first; `salt` makes every text new to the engine's caches. */
function personWith(count, salt) {
  const random = createRandom(11);
  const now = Date.now();
  const memories = Array.from({ length: count }, (_, i) => {
    const rawText = `${memoryText('Maya', random, { minLength: 150, maxLength: 800, withDate: random.next() < 0.3 })}${salt ? ` (${salt})` : ''}`;
    return { id: salt * 10_000 + i + 1, rawText, title: rawText.split('.')[0].slice(0, 60), fullSummary: rawText, category: 'General', createdAt: new Date(now - i * 86_400_000) };
  });
  return { name: 'Maya', relationship: 'Friend', memories, keyDates: [{ date: '1990-03-14', eventTitle: "Maya's birthday", annual: true }], today: new Date(now).toISOString().slice(0, 10) };
}

/** Times summarisePerson over 500 memories: the first call, fresh memories each time, and the same memories again. */
export async function benchPersonSummary() {
  const { createBuiltinEngine } = await loadBuiltinEngine();
  const engine = createBuiltinEngine();
  const time = async (person) => {
    const started = performance.now();
    await engine.summarisePerson(person);
    return performance.now() - started;
  };
  const first = await time(personWith(SUMMARY_MEMORIES, 1));
  const fresh = [];
  for (let run = 2; run < SUMMARY_RUNS + 2; run++) fresh.push(await time(personWith(SUMMARY_MEMORIES, run)));
  const same = personWith(SUMMARY_MEMORIES, 1);
  const again = [];
  for (let run = 0; run < SUMMARY_RUNS; run++) again.push(await time(same));
  fresh.sort((a, b) => a - b);
  again.sort((a, b) => a - b);
  const p95 = percentile(fresh, 95);
  console.log(
    `builtin engine, person summary over ${SUMMARY_MEMORIES} memories: first call ${fmt(first)} ms (loads the NLP library); ` +
      `new memories p50 ${fmt(percentile(fresh, 50))} ms, p95 ${fmt(p95)} ms; the same memories again p50 ${fmt(percentile(again, 50))} ms ` +
      `(target < ${SUMMARY_TARGET_MS} ms: ${p95 < SUMMARY_TARGET_MS ? 'met' : 'MISSED'})`,
  );
}
