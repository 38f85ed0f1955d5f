import type { QueryClient } from '@tanstack/react-query';

/** Query keys of memory reads. */
export const memoryKeys = {
  kindredList: (kindredId: number) => ['memories', 'kindred', kindredId] as const,
  detail: (memoryId: number) => ['memories', memoryId] as const,
  activity: ['memories', 'activity'] as const,
};

/** What adding, changing or deleting a memory makes stale: its kindred's list, the dashboard cards and the activity heatmap. */
export function invalidateAfterMemoryWrite(queryClient: QueryClient, kindredId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memoryKeys.kindredList(kindredId) }),
    queryClient.invalidateQueries({ queryKey: ['kindreds'] }),
    queryClient.invalidateQueries({ queryKey: memoryKeys.activity }),
  ]);
}
