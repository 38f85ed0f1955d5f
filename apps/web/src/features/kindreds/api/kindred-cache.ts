import type { QueryClient } from '@tanstack/react-query';
import type { Kindred, KindredListItem } from '@kindred/core/kindred';
import { kindredKeys } from './kindred-keys';

const byName = (a: KindredListItem, b: KindredListItem) => a.name.localeCompare(b.name);

/**
 * Puts a kindred the server just answered with into the profile and the dashboard list at once,
 * so both show it without waiting; the list is then refetched for the counts the server keeps.
 */
export function storeKindred(queryClient: QueryClient, kindred: Kindred): void {
  queryClient.setQueryData<Kindred>(kindredKeys.detail(kindred.id), kindred);
  queryClient.setQueryData<KindredListItem[]>(kindredKeys.list(), (list) => {
    if (!list) return list;
    const known = list.some((item) => item.id === kindred.id);
    const next = known
      ? list.map((item) => (item.id === kindred.id ? { ...item, ...kindred } : item))
      : [...list, { ...kindred, memoryCount: 0, lastMemoryAt: null, nextKeyDate: null }];
    return next.sort(byName);
  });
  void queryClient.invalidateQueries({ queryKey: kindredKeys.list(), exact: true });
}
