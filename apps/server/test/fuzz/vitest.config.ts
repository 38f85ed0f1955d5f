import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run fuzz`: the API fuzzer alone, on PGlite, or on the PostgreSQL server of TEST_DATABASE_URL
// (or DATABASE_URL) when one is set, through the server tests' own database setup.
process.env.TEST_DATABASE_URL ||= process.env.DATABASE_URL ?? '';
if (!process.env.TEST_DATABASE_URL) delete process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    name: 'fuzz',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/fuzz/**/*.fuzz.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
  },
});
