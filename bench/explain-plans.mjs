// The plans of the benchmarked reads, Kindred's statements (repository-sql.ts) beside the ceiling's
// (ceiling-sql.mjs), run once on the seeded database with EXPLAIN ANALYZE.
import { fileURLToPath } from 'node:url';
import { openBenchDatabase } from './bench-database.mjs';
import { DASHBOARD, MEMORY_PAGE } from './ceiling-sql.mjs';
import { runProcess } from './processes.mjs';

const REPOSITORY_SQL = fileURLToPath(new URL('repository-sql.ts', import.meta.url));

/** Prints the EXPLAIN ANALYZE of each read, Kindred's and the ceiling's, for the seeded caller and person. */
export async function printPlans({ dataDir, databaseUrl, userId, kindredId }) {
  const { memoryPage, dashboard, sentinels } = JSON.parse(await runProcess(['--import', import.meta.resolve('tsx'), REPOSITORY_SQL]));
  const real = new Map([[sentinels.userId, userId], [sentinels.kindredId, kindredId]]);
  const bind = (params) => params.map((param) => (real.has(param) ? real.get(param) : param));
  const db = await openBenchDatabase({ dataDir, databaseUrl });
  const explain = async (label, text, params) => {
    const { rows } = await db.query(`explain (analyze, costs off, timing on, summary on) ${text}`, params);
    console.log(`\n-- ${label}\n${rows.map((row) => Object.values(row)[0]).join('\n')}`);
  };
  try {
    for (const [index, statement] of memoryPage.entries()) await explain(`Kindred, memories page, statement ${index + 1}`, statement.text, bind(statement.params));
    await explain('ceiling, memories page', MEMORY_PAGE, [userId, kindredId]);
    for (const [index, statement] of dashboard.entries()) await explain(`Kindred, dashboard, statement ${index + 1}`, statement.text, bind(statement.params));
    await explain('ceiling, dashboard', DASHBOARD, [userId]);
  } finally {
    await db.close();
  }
}
