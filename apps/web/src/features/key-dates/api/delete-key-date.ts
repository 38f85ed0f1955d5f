import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyDate } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterKeyDateWrite } from './key-date-keys';

/** DELETE /api/key-dates/{id}. */
export function deleteKeyDate(id: number): Promise<void> {
  return apiFetch<void>(`/key-dates/${id}`, { method: 'DELETE' });
}

/** Deletes a key date and refreshes what shows key dates. */
export function useDeleteKeyDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyDate: Pick<KeyDate, 'id' | 'kindredId' | 'memoryId'>) => deleteKeyDate(keyDate.id),
    onSuccess: (_, keyDate) => invalidateAfterKeyDateWrite(queryClient, keyDate.kindredId, keyDate.memoryId),
  });
}
