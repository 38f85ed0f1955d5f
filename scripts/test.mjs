#!/usr/bin/env node
// `npm test`: every unit and integration test, then a build and the browser tests in Chromium.
// Browser tests are reported as skipped, with how to install Chromium, when it is absent.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CHROMIUM, printSummary } from './test-results.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

rmSync(`${root}/test-results`, { recursive: true, force: true });
mkdirSync(`${root}/test-results`, { recursive: true });

const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=test-results/unit.json']);

let e2e = 0;
if (existsSync(CHROMIUM)) {
  e2e = run('npm', ['run', 'build', '--silent']) || run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
} else {
  console.log(`Browser tests skipped: Chromium is not at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
}

printSummary(root, 'tests');
process.exit(unit || e2e);
