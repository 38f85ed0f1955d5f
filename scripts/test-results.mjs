// Reads the JSON reports that Vitest and Playwright write to test-results/ and prints one plain line.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function countsOf(report) {
  if (report.stats) {
    const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Prints "<label>: N passed, N failed, N skipped" over every report in test-results/. */
export function printSummary(root, label) {
  const dir = join(root, 'test-results');
  const total = { passed: 0, failed: 0, skipped: 0 };
  const files = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : [];
  for (const name of files) {
    const counts = countsOf(JSON.parse(readFileSync(join(dir, name), 'utf8')));
    for (const key of Object.keys(total)) total[key] += counts[key];
  }
  console.log(`${label}: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}
