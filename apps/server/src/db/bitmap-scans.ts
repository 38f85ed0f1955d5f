/**
 * Planner settings for reads that must go through a GIN index (memory search): the planner judges a
 * text search by each word's frequency alone and would otherwise read the whole table or a date
 * index. No parallel workers (starting them costs more than the few pages such a read visits) and
 * no JIT: a plan left with a disabled node is costed beyond JIT's threshold, and compiling it would
 * cost more than the read. A named statement keeps its generic plan from its first run: with one
 * kind of scan allowed, the plan a statement's values would give is that one.
 */
export const BITMAP_SCAN_SETTINGS: Readonly<Record<string, string>> = {
  enable_seqscan: 'off',
  enable_indexscan: 'off',
  max_parallel_workers_per_gather: '0',
  jit: 'off',
  plan_cache_mode: 'force_generic_plan',
};

/** The settings as a connection's startup options (`-c name=value`). */
export const bitmapScanOptions = () =>
  Object.entries(BITMAP_SCAN_SETTINGS)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ');
