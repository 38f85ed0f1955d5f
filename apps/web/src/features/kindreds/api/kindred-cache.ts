import type { QueryClient } from '@tanstack/react-query';
import type { Kindred, KindredListItem } from '@kindred/core/kindred';
import { kindredQueryOptions } from './get-kindred';
import { kindredsQueryOptions } from './get-kindreds';

const byName = (a: KindredListItem, b: KindredListItem) => a.name.localeCompare(b.name);

/**
 * Puts a kindred the server just answered with into the profile and the dashboard list at once,
 * so both show it without waiting; the list is then refetched for the counts the server keeps.
 */
export function storeKindred(queryClient: QueryClient, kindred: Kindred): void {
  queryClient.setQueryData(kindredQueryOptions(kindred.id).queryKey, kindred);
  queryClient.setQueryData(kindredsQueryOptions().queryKey, (list) => {
    if (!list) return list;
    const known = list.some((item) => item.id === kindred.id);
    const next = known
      ? list.map((item) => (item.id === kindred.id ? { ...item, ...kindred } : item))
      : [...list, { ...kindred, memoryCount: 0, lastMemoryAt: null, nextKeyDate: null }];
    return next.sort(byName);
  });
  void queryClient.invalidateQueries({ queryKey: kindredsQueryOptions().queryKey, exact: true });
}
