import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KeyDate, UpdateKeyDateRequest } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterKeyDateWrite } from './key-date-keys';

/** PUT /api/key-dates/{id}: any of date, eventTitle, annual. */
export function updateKeyDate(id: number, input: UpdateKeyDateRequest): Promise<KeyDate> {
  return apiFetch<KeyDate>(`/key-dates/${id}`, { method: 'PUT', body: JSON.stringify(input) });
}

/** Changes a key date and refreshes what shows key dates. */
export function useUpdateKeyDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateKeyDateRequest }) => updateKeyDate(id, input),
    onSuccess: (keyDate) => invalidateAfterKeyDateWrite(queryClient, keyDate.kindredId, keyDate.memoryId),
  });
}
