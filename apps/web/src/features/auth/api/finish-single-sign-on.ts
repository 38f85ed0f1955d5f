import { useMutation } from '@tanstack/react-query';
import type { OidcCallbackRequest, SessionResponse } from '@kindred/core/auth';
import type { User } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { session } from '../../../lib/auth/session';

export type SingleSignOnReturn = OidcCallbackRequest;

/** POST /api/auth/oidc/callback with what the identity provider put on /auth/oauth2/callback. */
export function finishSingleSignOn(input: SingleSignOnReturn): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/auth/oidc/callback', { method: 'POST', body: JSON.stringify(input) });
}

/** Completes single sign-on and stores the session; resolves with the user. */
export function useFinishSingleSignOn() {
  return useMutation({
    mutationFn: async (input: SingleSignOnReturn): Promise<User> => {
      const signedIn = await finishSingleSignOn(input);
      session.signIn(signedIn);
      return signedIn.user;
    },
  });
}
