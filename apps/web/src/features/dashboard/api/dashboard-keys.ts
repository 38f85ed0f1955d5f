/**
 * Query keys of the dashboard's own reads. They sit under their own root rather than under the
 * memories' or key dates', so the writes that make them stale name them (see the memory and
 * key-date invalidation helpers) instead of reaching them by accident of a shared prefix.
 */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  memoryActivity: () => [...dashboardKeys.all, 'memory-activity'] as const,
};
