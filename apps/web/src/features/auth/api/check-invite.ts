import { useQuery } from '@tanstack/react-query';
import type { InviteCheckResponse } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/** POST /api/auth/invite/check: the e-mail address an unused invitation is for; 403 when it is not usable. */
export function checkInvite(token: string): Promise<InviteCheckResponse> {
  return apiFetch<InviteCheckResponse>('/auth/invite/check', { method: 'POST', body: JSON.stringify({ token }) });
}

/** The invitation behind a sign-up link; not retried, since a used or expired link stays so. */
export function useInvite(token: string | null) {
  return useQuery({
    queryKey: authKeys.invite(token ?? ''),
    queryFn: () => checkInvite(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}
