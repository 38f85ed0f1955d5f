import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { storeCurrentUser } from './current-user-cache';

/** PATCH /api/users/me { isFirstTimeLogin: false }: first-time onboarding is done (spec §4.1). */
export function finishOnboarding(): Promise<User> {
  return apiFetch<User>('/users/me', { method: 'PATCH', body: JSON.stringify({ isFirstTimeLogin: false }) });
}

/** Marks onboarding done and updates the stored user, so the welcome never shows again. */
export function useFinishOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishOnboarding,
    onSuccess: (user) => storeCurrentUser(queryClient, user),
  });
}
