import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';

export type ChangePasswordInput = ChangePasswordRequest;

/**
 * POST /api/password/change. Not the /auth/ twin: calls outside /auth/ carry the user's token and
 * get the session handling of spec §8.
 */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiFetch<{ message: string }>('/password/change', { method: 'POST', body: JSON.stringify(input) });
}

/** Changing the password of the signed-in account. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
