import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Memory } from '@kindred/core/memory';
import { apiFetch } from '../../../lib/api-client';
import { invalidateKeyDateLists } from '../../key-dates';
import { invalidateAfterMemoryWrite, memoryKeys } from './memory-keys';

/** DELETE /api/memories/{id}: the memory and its key dates. */
export function deleteMemory(memoryId: number): Promise<void> {
  return apiFetch<void>(`/memories/${memoryId}`, { method: 'DELETE' });
}

/** Deletes a memory and drops it from every list. */
export function useDeleteMemory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memory: Pick<Memory, 'id' | 'kindredId'>) => deleteMemory(memory.id),
    onSuccess: (_, memory) => {
      queryClient.removeQueries({ queryKey: memoryKeys.detail(memory.id), exact: true });
      return Promise.all([invalidateAfterMemoryWrite(queryClient, memory.kindredId), invalidateKeyDateLists(queryClient)]);
    },
  });
}
