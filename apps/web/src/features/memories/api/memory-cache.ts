import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Memory, MemoryPage } from '@kindred/core/memory';
import { memoryKeys } from './memory-keys';

/** Replaces a memory in its kindred's cached pages, wherever it is loaded; the list is left as it is otherwise. */
export function putMemoryInList(queryClient: QueryClient, memory: Memory): void {
  queryClient.setQueryData<InfiniteData<MemoryPage>>(memoryKeys.kindredList(memory.kindredId), (data) =>
    data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item.id === memory.id ? memory : item)) })) },
  );
}

/** Puts a memory into its kindred's cached pages and, when it is cached on its own too, there. */
export function putMemoryInCache(queryClient: QueryClient, memory: Memory): void {
  putMemoryInList(queryClient, memory);
  queryClient.setQueryData<Memory>(memoryKeys.detail(memory.id), (current) => (current ? memory : undefined));
}
