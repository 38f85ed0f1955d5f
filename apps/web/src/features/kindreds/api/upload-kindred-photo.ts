import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kindred } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { storeKindred } from './kindred-cache';

/**
 * POST /api/kindreds/{id}/photo as multipart with the one field `file` (spec §7.2). apiFetch
 * leaves a FormData body alone, so the browser writes the multipart boundary itself.
 */
export function uploadKindredPhoto(kindredId: number, file: File): Promise<Kindred> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch<Kindred>(`/kindreds/${kindredId}/photo`, { method: 'POST', body });
}

/** Replaces a person's photo. */
export function useUploadKindredPhoto(kindredId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadKindredPhoto(kindredId, file),
    onSuccess: (kindred) => storeKindred(queryClient, kindred),
  });
}
