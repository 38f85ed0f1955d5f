import { useMutation } from '@tanstack/react-query';
import type { CompleteResetRequest } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';

export type CompleteResetInput = CompleteResetRequest;

/** POST /api/auth/complete-reset: sets the new password; the link's token works once. */
export function completePasswordReset(input: CompleteResetInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/complete-reset', { method: 'POST', body: JSON.stringify(input) });
}

/** Choosing a new password from a reset link. */
export function useCompletePasswordReset() {
  return useMutation({ mutationFn: completePasswordReset });
}
