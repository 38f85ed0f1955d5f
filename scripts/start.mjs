#!/usr/bin/env node
// `npm start` on any checkout: installs dependencies when missing, builds when a source is newer
// than the build, then runs the server. Plain Node only: nothing else may be installed yet.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverEnv, serverNodeArgs } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (...parts) => join(root, ...parts);

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const installed = at('node_modules', '.package-lock.json');
if (!existsSync(installed) || statSync(at('package-lock.json')).mtimeMs > statSync(installed).mtimeMs) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const sources = [
  'package-lock.json',
  'packages/core/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/pwa-plugin.ts',
  'apps/web/precompress.ts',
];
const outputs = [at('apps/server/dist/main.js'), at('apps/web/dist/index.html')];
const builtAt = Math.min(...outputs.map((path) => (existsSync(path) ? statSync(path).mtimeMs : 0)));
if (Math.max(...sources.map((path) => newestMtime(at(path)))) > builtAt) {
  console.log('Building…');
  run('npm', ['run', 'build', '--silent']);
}

const server = spawn(process.execPath, serverNodeArgs('serve'), { cwd: root, stdio: 'inherit', env: { ...serverEnv(), ...process.env } });
// Ctrl-C reaches the server through the terminal's process group; a SIGTERM sent to npm alone is passed on.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
