import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../calendar';
import { dashboardKeys } from '../../dashboard';
import { kindredKeys } from '../../kindreds';

/** Query keys of memory reads. */
export const memoryKeys = {
  all: ['memories'] as const,
  kindredList: (kindredId: number) => [...memoryKeys.all, 'kindred', kindredId] as const,
  detail: (memoryId: number) => [...memoryKeys.all, memoryId] as const,
};

/**
 * What adding, changing or deleting a memory makes stale: its kindred's list, the dashboard cards,
 * the activity heatmap and the suggestions (a new memory resets the keep-in-touch clock).
 */
export function invalidateAfterMemoryWrite(queryClient: QueryClient, kindredId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: memoryKeys.kindredList(kindredId) }),
    queryClient.invalidateQueries({ queryKey: kindredKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.memoryActivity() }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.suggestions() }),
  ]);
}
