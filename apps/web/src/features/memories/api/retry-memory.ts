import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Memory } from '@kindred/core/memory';
import { useToast } from '../../../components/toast/use-toast';
import { apiFetch } from '../../../lib/api-client';
import { describeError } from '../../../lib/api-request';
import { putMemoryInCache } from './memory-cache';

/** POST /api/memories/{id}/retry: the AI tries a failed memory again. */
export function retryMemory(memoryId: number): Promise<Memory> {
  return apiFetch<Memory>(`/memories/${memoryId}/retry`, { method: 'POST' });
}

/**
 * Sends a failed memory back to the AI and shows it as processing at once (spec §4.4); the lists'
 * polling then picks up the result.
 */
export function useRetryMemory() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();

  const putInCache = (memory: Memory) => putMemoryInCache(queryClient, memory);

  return useMutation({
    mutationFn: (memory: Memory) => retryMemory(memory.id),
    onMutate: (memory) => putInCache({ ...memory, processingStatus: 'processing' }),
    onSuccess: putInCache,
    onError: (error, memory) => {
      putInCache(memory);
      showToast(describeError(error), { type: 'error' });
    },
  });
}
