import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kindred, KindredUpdate } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { calendarKeys } from '../../calendar';
import { storeKindred } from './kindred-cache';

/** PATCH /api/kindreds/{id} { name?, relationship?, privateFromAi?, keepInTouch? } -> the updated kindred. */
export function updateKindred(kindredId: number, changes: KindredUpdate): Promise<Kindred> {
  return apiFetch<Kindred>(`/kindreds/${kindredId}`, { method: 'PATCH', body: JSON.stringify(changes) });
}

/** Changes a person's details; the calendar shows their name and the suggestions their keep-in-touch cadence. */
export function useUpdateKindred(kindredId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: KindredUpdate) => updateKindred(kindredId, changes),
    onSuccess: (kindred) => {
      storeKindred(queryClient, kindred);
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}
