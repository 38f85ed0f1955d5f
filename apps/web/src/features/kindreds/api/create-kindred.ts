import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kindred, KindredInput } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { storeKindred } from './kindred-cache';

/** POST /api/kindreds { name, relationship } -> 201 the new kindred. */
export function createKindred(input: KindredInput): Promise<Kindred> {
  return apiFetch<Kindred>('/kindreds', { method: 'POST', body: JSON.stringify(input) });
}

/** Adds a person; the dashboard shows their card at once. */
export function useCreateKindred() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createKindred, onSuccess: (kindred) => storeKindred(queryClient, kindred) });
}
