// Starts the built server the way `npm start` runs it, on a fresh data directory of its own.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverNodeArgs } from '../scripts/server-command.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = `${root}/test-results/e2e-data`;
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });

const server = spawn(process.execPath, serverNodeArgs('serve'), {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT ?? '4310',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NEWSLETTER_URL: 'https://newsletter.kindred.example/subscribe',
    SUPPORT_EMAIL: 'support@kindred.example',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
