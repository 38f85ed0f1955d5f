import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kindred } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { storeKindred } from './kindred-cache';

/** DELETE /api/kindreds/{id}/photo -> the kindred without a photo. */
export function deleteKindredPhoto(kindredId: number): Promise<Kindred> {
  return apiFetch<Kindred>(`/kindreds/${kindredId}/photo`, { method: 'DELETE' });
}

/** Removes a person's photo. */
export function useDeleteKindredPhoto(kindredId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => deleteKindredPhoto(kindredId), onSuccess: (kindred) => storeKindred(queryClient, kindred) });
}
