import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/reset-password: always the same answer, so it never tells whether an account exists. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/reset-password', { method: 'POST', body: JSON.stringify({ email }) });
}

/** Asking for a password reset link. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
