#!/usr/bin/env node
// Date detection speed (issue #4 target: under 2 ms per 1,000-character memory). Bundles the
// TypeScript detector with esbuild, runs it over 1,000-character memories stitched from the
// labelled set, and prints one JSON line: {"dateDetectionMsPer1000Chars": n}.
import { build } from 'esbuild';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const MEMORY_CHARS = 1000;
const MEMORIES = 200;
const WARM_UP_ROUNDS = 5;
const ROUNDS = 25;

// chrono-node stays outside the bundle, imported by its absolute URL: a module loaded from a data:
// URL cannot resolve bare package names.
const chronoByUrl = {
  name: 'chrono-by-url',
  setup(pluginBuild) {
    const url = import.meta.resolve('chrono-node');
    pluginBuild.onResolve({ filter: /^chrono-node$/ }, () => ({ path: url, external: true }));
  },
};

async function loadDetector() {
  const bundle = await build({
    stdin: {
      contents: [
        "export { detectDates } from './apps/server/src/date-detection/detect-dates.ts';",
        "export { LABELLED_MEMORIES, LABELLED_REFERENCE } from './apps/server/test/labelled-sets.ts';",
      ].join('\n'),
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    write: false,
    external: ['chrono-node'],
    plugins: [chronoByUrl],
    // The labelled sets find their files from eval/sets.ts's own URL; a module loaded from a data: URL has none.
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(join(root, 'eval/sets.ts')).href) },
    logLevel: 'silent',
  });
  const code = bundle.outputFiles[0].text;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

// Memories of exactly 1,000 characters, each stitched from consecutive labelled memories so that
// dates, traps and plain prose mix as they do in real text.
function stitchMemories(labelled) {
  const texts = labelled.map((memory) => memory.text);
  return Array.from({ length: MEMORIES }, (_, start) => {
    let text = '';
    for (let i = start; text.length < MEMORY_CHARS; i++) text += `${texts[i % texts.length]} `;
    return text.slice(0, MEMORY_CHARS);
  });
}

const { detectDates, LABELLED_MEMORIES, LABELLED_REFERENCE } = await loadDetector();
const memories = stitchMemories(LABELLED_MEMORIES);
const runRound = () => {
  for (const memory of memories) detectDates(memory, LABELLED_REFERENCE);
};

for (let round = 0; round < WARM_UP_ROUNDS; round++) runRound();
// CPU time of this process rather than wall time: detection is synchronous, so the two agree on an
// idle machine, and CPU time stays meaningful on a busy one (CI, other benchmarks running).
const started = process.cpuUsage();
for (let round = 0; round < ROUNDS; round++) runRound();
const { user, system } = process.cpuUsage(started);

const msPer1000Chars = (user + system) / 1000 / (ROUNDS * MEMORIES);
console.log(JSON.stringify({ dateDetectionMsPer1000Chars: Number(msPer1000Chars.toFixed(4)) }));
