#!/usr/bin/env node
// `npm run kindred -- <command>`: the server's command line (operator commands, serve, migrate).
// Runs the build when it is at least as new as the server's sources, else the sources through tsx,
// so the command works on a checkout that was never built and never runs stale code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY, serverNodeArgs } from './server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  return stat.isDirectory() ? Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name)))) : stat.mtimeMs;
};

const [command = 'serve', ...rest] = process.argv.slice(2);
const sources = ['packages/core/src', 'apps/server/src', 'apps/server/drizzle'].map((path) => newestMtime(join(root, path)));
const built = existsSync(SERVER_ENTRY) && statSync(SERVER_ENTRY).mtimeMs >= Math.max(...sources);
const args = built
  ? [...serverNodeArgs(command), ...rest]
  : ['--import', 'tsx', join(root, 'apps/server/src/main.ts'), command, ...rest];

const child = spawn(process.execPath, args, { cwd: process.cwd(), stdio: 'inherit' });
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
