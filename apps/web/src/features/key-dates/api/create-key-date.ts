import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateKeyDateRequest, KeyDate } from '@kindred/core/key-date';
import { apiFetch } from '../../../lib/api-client';
import { invalidateAfterKeyDateWrite } from './key-date-keys';

/** POST /api/key-dates: one key date. */
export function createKeyDate(input: CreateKeyDateRequest): Promise<KeyDate> {
  return apiFetch<KeyDate>('/key-dates', { method: 'POST', body: JSON.stringify(input) });
}

/** Adds a key date and refreshes what shows key dates. */
export function useCreateKeyDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createKeyDate,
    onSuccess: (keyDate) => invalidateAfterKeyDateWrite(queryClient, keyDate.kindredId, keyDate.memoryId),
  });
}
