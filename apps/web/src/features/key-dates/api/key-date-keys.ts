import type { QueryClient } from '@tanstack/react-query';
import { calendarKeys } from '../../calendar';
import { kindredKeys } from '../../kindreds';
import { memoryKeys } from '../../memories';

/** Query keys of key-date reads (one shape for every feature that reads them). */
export const keyDateKeys = {
  all: ['key-dates'] as const,
  kindred: (kindredId: number) => [...keyDateKeys.all, 'kindred', kindredId] as const,
  memory: (memoryId: number) => [...keyDateKeys.all, 'memory', memoryId] as const,
};

/** Every list of key dates: each person's, each memory's, and the calendar's (dashboard panels, calendar page, suggestions). */
export function invalidateKeyDateLists(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: keyDateKeys.all }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  ]);
}

/**
 * What a key-date write makes stale: every key-date list, the dashboard cards (next key date), and
 * the kindred's memory rows and the memory itself ("Key Dates" badge, hasKeyDates).
 */
export function invalidateAfterKeyDateWrite(queryClient: QueryClient, kindredId: number, memoryId?: number | null): Promise<unknown> {
  return Promise.all([
    invalidateKeyDateLists(queryClient),
    queryClient.invalidateQueries({ queryKey: kindredKeys.all }),
    queryClient.invalidateQueries({ queryKey: memoryKeys.kindredList(kindredId) }),
    memoryId ? queryClient.invalidateQueries({ queryKey: memoryKeys.detail(memoryId) }) : null,
  ]);
}
