import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; Playwright specs (e2e/) are never picked up here.
export default defineConfig({
  test: {
    // Vitest's default (one less than the cores) runs one file at a time on two cores, and much of a
    // test's time is spent waiting on PostgreSQL, timers and child processes: two files at once take
    // the suite from 456 s to 308 s there (the PostgreSQL pass from 283 s to 177 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', root: 'packages/core', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/global-setup.ts'],
          // Each file builds its own database, app and fakes, and no file replaces a module (vi.mock), so
          // the files of a worker share its module cache: the server is imported once per worker rather
          // than once per file, which takes the project from 190 s to 123 s on two cores. (The web
          // tests stay isolated: a page's lazy import cut short by the end of one file would leave a
          // half-loaded module to the next.)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
