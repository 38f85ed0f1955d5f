import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4310);
// E2E_BASE_URL points the suite at a server someone else started (for example `vite preview`).
const externalBaseUrl = process.env.E2E_BASE_URL;
const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // CI shares two cores between the server, two browsers and their tests, so waits take up to
  // three times as long there as on a quiet machine; the limits only bound a test that hangs.
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: ci ? 10_000 : 5_000 },
  // Inside CI's 45 minutes for `npm test`, after the unit tests and the build.
  globalTimeout: ci ? 30 * 60_000 : 0,
  retries: ci ? 1 : 0,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: `${repoRoot}/test-results/e2e.json` }]],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs a third of the suite's time on two cores (search.spec.ts:
    // 12 s a test with it, 8 s without); a failing test is run again in CI, and that run is traced.
    trace: 'on-first-retry',
    // The app's service worker serves pages and chunks from its precache, past page.route(): tests
    // that fake a failed download would race its install. installable.spec.ts allows it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: externalBaseUrl
    ? undefined
    : {
        command: `node e2e/start-server.mjs`,
        cwd: repoRoot,
        url: `http://127.0.0.1:${port}/api/health`,
        env: { E2E_PORT: String(port) },
        timeout: 60_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
