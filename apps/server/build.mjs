// Bundles the server into dist/main.js, and the builtin AI engine's thread into dist/builtin-thread.js. Workspace packages (source-only @kindred/core) are inlined;
// everything from npm stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@kindred/'));

await build({
  entryPoints: { main: 'src/main.ts', 'builtin-thread': 'src/ai/builtin/builtin-thread.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
