import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SummaryStatus } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/kindreds/{id}/summary/regenerate -> 202 with the status, now pending. */
export function regenerateSummary(kindredId: number): Promise<SummaryStatus> {
  return apiFetch<SummaryStatus>(`/kindreds/${kindredId}/summary/regenerate`, { method: 'POST' });
}

/** Asks for a new summary; the answer starts the status polling of useSummaryGeneration. */
export function useRegenerateSummary(kindredId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => regenerateSummary(kindredId),
    onSuccess: (status) => queryClient.setQueryData(aiKeys.summaryStatus(kindredId), status),
  });
}
