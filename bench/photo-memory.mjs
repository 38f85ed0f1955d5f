#!/usr/bin/env node
// `npm run bench:photos` (issue #15): the built server's resident memory while it takes worst-case
// photo uploads, 20 at once, several rounds. Each upload claims the most pixels allowed (25
// megapixels, 5000 x 5000) in a format that must be decoded in full: a PNG, a progressive JPEG, a
// lossless WebP and a GIF; beside them, GIFs of 35 bytes claiming 7000 x 7000, refused from their
// header. Prints the answers, the peak resident memory (target < 600 MB) and exits 1 on a miss or
// a crash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { openBenchDatabase } from './bench-database.mjs';
import { seedLightAccount, signInOver } from './light-account.mjs';
import { memoryOf, runProcess, startProcess } from './processes.mjs';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const PORT = Number(process.env.BENCH_PHOTO_PORT ?? 4415);
const CONCURRENT = 20;
const ROUNDS = Number(process.env.BENCH_PHOTO_ROUNDS ?? 3);
const TARGET_MB = 600;
const SIDE = 5000;
const SAMPLE_MS = 20;

/** 25 megapixels of stripes: cheap to send, the full bitmap to decode. */
async function worstCases() {
  const stripes = Buffer.alloc(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) stripes.fill(y % 64 < 32 ? 200 : 40, y * SIDE * 3, (y + 1) * SIDE * 3);
  const image = () => sharp(stripes, { raw: { width: SIDE, height: SIDE, channels: 3 } });
  const size = (n) => [n & 0xff, n >> 8];
  const bomb = Buffer.from([...Buffer.from('GIF89a'), ...size(7000), ...size(7000), 0x80, 0, 0, 0, 0, 0, 255, 255, 255, 0x2c, 0, 0, 0, 0, ...size(7000), ...size(7000), 0, 2, 2, 0x44, 0x01, 0, 0x3b]);
  return [
    { name: 'png 5000x5000', type: 'image/png', bytes: await image().png().toBuffer() },
    { name: 'progressive jpeg 5000x5000', type: 'image/jpeg', bytes: await image().jpeg({ progressive: true, quality: 90 }).toBuffer() },
    { name: 'lossless webp 5000x5000', type: 'image/webp', bytes: await image().webp({ lossless: true }).toBuffer() },
    { name: 'gif 5000x5000', type: 'image/gif', bytes: await image().gif().toBuffer() },
    { name: 'gif bomb claiming 7000x7000', type: 'image/gif', bytes: bomb },
  ];
}

function upload(baseUrl, token, kindredId, { type, bytes }) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'photo');
  return fetch(`${baseUrl}/api/kindreds/${kindredId}/photo`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form }).then(
    async (response) => (await response.arrayBuffer(), String(response.status)),
    (error) => `network error ${error.cause?.code ?? error.message}`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'kindred-bench-photos-'));
let failed = false;
try {
  const env = { PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  await runProcess(serverNodeArgs('migrate'), env);
  const db = await openBenchDatabase({ dataDir });
  const account = await seedLightAccount(db, { kindreds: CONCURRENT });
  await db.close();
  const cases = await worstCases();
  for (const c of cases) console.log(`${c.name}: ${(c.bytes.length / 1024).toFixed(0)} KB`);

  const baseUrl = `http://127.0.0.1:${PORT}`;
  const server = await startProcess(serverNodeArgs('serve'), env, `${baseUrl}/api/health`);
  const token = await signInOver(baseUrl, account);
  const idleMb = memoryOf(server.child.pid).rssMb;
  let peakMb = idleMb;
  const sampler = setInterval(() => {
    if (server.child.exitCode === null) peakMb = Math.max(peakMb, memoryOf(server.child.pid).rssMb);
  }, SAMPLE_MS);
  const answers = new Map();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => {
        const c = cases[i % cases.length];
        return upload(baseUrl, token, account.kindredIds[i], c).then((status) => ({ name: c.name, status }));
      }),
    );
    for (const { name, status } of results) answers.set(`${name} -> ${status}`, (answers.get(`${name} -> ${status}`) ?? 0) + 1);
  }
  clearInterval(sampler);
  const seconds = (performance.now() - started) / 1000;
  const healthy = server.child.exitCode === null && (await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false));
  const code = await server.stop();

  console.log(`\n${ROUNDS} rounds of ${CONCURRENT} concurrent uploads in ${seconds.toFixed(1)} s:`);
  for (const [answer, count] of [...answers].sort()) console.log(`  ${String(count).padStart(3)} x ${answer}`);
  console.log(`resident memory: ${idleMb.toFixed(0)} MB before, peak ${peakMb.toFixed(0)} MB (sampled every ${SAMPLE_MS} ms; target < ${TARGET_MB} MB)`);
  console.log(`server afterwards: ${healthy ? 'healthy' : 'NOT answering'}; exit code on SIGTERM ${code}`);
  const unexpected = [...answers.keys()].filter((answer) => !/ -> (200|400|503)$/.test(answer));
  if (unexpected.length) console.log(`unexpected answers: ${unexpected.join('; ')}`);
  failed = peakMb >= TARGET_MB || !healthy || code !== 0 || unexpected.length > 0;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
