// Prints, as one JSON line, the statements Kindred's repositories send for the three benchmarked
// endpoints, read off a recording Drizzle driver, so the bench can show their plans beside the
// ceiling's (explain-plans.mjs) and stays in step when the repositories change. Run with `node --import tsx`.
import { drizzle } from 'drizzle-orm/pg-proxy';
import * as schema from '../apps/server/src/db/schema';
import { todayIn } from '@kindred/core/time-zone';
import { createKindredsRepository } from '../apps/server/src/modules/kindreds/kindreds.repository';
import { createMemoriesRepository } from '../apps/server/src/modules/memories/memories.repository';

/** Stand-ins swapped for the real caller, kindred and text wherever they appear among the parameters. */
const SENTINELS = { userId: 900_000_001, kindredId: 900_000_002, rawText: '<raw text>' } as const;

interface Statement {
  text: string;
  params: unknown[];
}

let recorded: Statement[] = [];
const db = drizzle(async (text, params) => {
  recorded.push({ text, params });
  return { rows: [] };
}, { schema });
const memories = createMemoriesRepository(db);
const kindreds = createKindredsRepository(db);

/** The statements `run` sends, in order. */
async function statementsOf(run: () => Promise<unknown>): Promise<Statement[]> {
  recorded = [];
  // The recorder answers no rows, which a caller reading its insert's row trips over after the
  // statement is recorded; only the statements matter here.
  await run().catch(() => {});
  return recorded;
}

const { userId, kindredId, rawText } = SENTINELS;
console.log(
  JSON.stringify({
    // memories.service.ts listPage: the first page, no cursor, the default 50.
    memoryPage: await statementsOf(() => memories.listPage(userId, kindredId, null, 50)),
    // kindreds.service.ts list: both at once.
    dashboard: await statementsOf(() => Promise.all([kindreds.list(userId), kindreds.nextKeyDateCandidates(userId, todayIn(undefined))])),
    // memories.service.ts create: the insert, which is also the memory's write-up job.
    createMemory: await statementsOf(() => memories.insert(userId, kindredId, rawText)),
    sentinels: SENTINELS,
  }),
);
