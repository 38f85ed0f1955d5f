import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/verification/resend: the same answer whether or not the account exists. */
export function resendVerification(email: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/auth/verification/resend', { method: 'POST', body: JSON.stringify({ email }) });
}

/** Asking for a new verification e-mail. */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
