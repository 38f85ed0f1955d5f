import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OnboardingRequest, OnboardingResponse } from '@kindred/core/kindred';
import { apiFetch } from '../../../lib/api-client';
import { session } from '../../../lib/auth/session';
import { storeCurrentUser } from './current-user-cache';

/** POST /api/kindreds/onboarding: the first person and memory in one call, which also ends first-time onboarding. */
export function onboard(request: OnboardingRequest): Promise<OnboardingResponse> {
  return apiFetch<OnboardingResponse>('/kindreds/onboarding', { method: 'POST', body: JSON.stringify(request) });
}

/** Runs the onboarding call and marks the stored user as onboarded, as the server now has it. */
export function useOnboard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: onboard,
    onSuccess: () => {
      const user = session.getSnapshot().user;
      if (user) storeCurrentUser(queryClient, { ...user, isFirstTimeLogin: false });
    },
  });
}
