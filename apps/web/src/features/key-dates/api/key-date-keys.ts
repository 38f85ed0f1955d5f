import type { QueryClient } from '@tanstack/react-query';

/** Query keys of key-date reads (one shape for every feature that reads them). */
export const keyDateKeys = {
  all: ['key-dates'] as const,
  kindred: (kindredId: number) => ['key-dates', 'kindred', kindredId] as const,
  memory: (memoryId: number) => ['key-dates', 'memory', memoryId] as const,
};

/**
 * What a key-date write makes stale: every key-date list, the dashboard cards (next key date), and
 * the kindred's memory rows and the memory itself ("Key Dates" badge, hasKeyDates).
 */
export function invalidateAfterKeyDateWrite(queryClient: QueryClient, kindredId: number, memoryId?: number | null): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyDateKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['kindreds'] }),
    queryClient.invalidateQueries({ queryKey: ['memories', 'kindred', kindredId] }),
    memoryId ? queryClient.invalidateQueries({ queryKey: ['memories', memoryId] }) : null,
  ]);
}
