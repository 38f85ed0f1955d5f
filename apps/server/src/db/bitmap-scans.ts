import { sql, type SQL } from 'drizzle-orm';

/**
 * Planner settings for reads that must go through a GIN index (memory search): the planner judges a
 * text search by each word's frequency alone and would otherwise read the whole table or a date
 * index. No parallel workers (starting them costs more than the few pages such a read visits) and
 * no JIT: a plan left with a disabled node is costed beyond JIT's threshold, and compiling it would
 * cost more than the read. A named statement keeps its generic plan from its first run: with only
 * bitmap scans allowed, what is left to choose is which GIN index to read, and the generic plan's
 * choice serves every search (memory search's A/B in docs/decisions.md).
 */
export const BITMAP_SCAN_SETTINGS: Readonly<Record<string, string>> = {
  enable_seqscan: 'off',
  enable_indexscan: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  plan_cache_mode: 'force_generic_plan',
};

/** One statement applying the settings, to the transaction it runs in (`local`) or to the session. */
export const applyBitmapScanSettings = (local: boolean): SQL =>
  sql`select ${sql.join(
    Object.entries(BITMAP_SCAN_SETTINGS).map(([name, value]) => sql`set_config(${name}, ${value}, ${local})`),
    sql`, `,
  )}`;
