import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER } from '@kindred/core/constants';
import type { CreateMemoryResponse } from '@kindred/core/memory';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { useToast } from '../../../components/toast/use-toast';
import { trackFeature } from '../../../lib/analytics-events';
import { apiFetch } from '../../../lib/api-client';
import { withTimeZone } from '../../../lib/browser-time-zone';
import { invalidateAfterMemoryWrite } from './memory-keys';

export type CreateMemoryInput = {
  kindredId: number;
  rawText: string;
  /** Makes the call safe to repeat: the server stores one memory per key (a draft kept offline). */
  idempotencyKey?: string;
};

/** POST /api/kindreds/{id}/memories?userTimezone=: the stored memory (still processing) and the dates found in it. */
export function createMemory({ kindredId, rawText, idempotencyKey }: CreateMemoryInput): Promise<CreateMemoryResponse> {
  const query = withTimeZone({});
  const headers = idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : undefined;
  return apiFetch<CreateMemoryResponse>(`/kindreds/${kindredId}/memories${query ? `?${query}` : ''}`, { method: 'POST', body: JSON.stringify({ rawText }), headers });
}

/**
 * Adds a memory. The lists and the success toast are handled here rather than by the dialog, so
 * they happen even when the dialog was closed before the answer came (spec §4.5 step 2).
 */
export function useCreateMemory() {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return useMutation({
    mutationFn: createMemory,
    onSuccess: (_, { kindredId }) => {
      trackFeature('memory_added');
      showToast(ADD_MEMORY_TEXTS.addedToast, { type: 'success' });
      return invalidateAfterMemoryWrite(queryClient, kindredId);
    },
    onError: () => {
      showToast(ADD_MEMORY_TEXTS.failed, { type: 'error' });
    },
  });
}
