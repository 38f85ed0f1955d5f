import { useMutation } from '@tanstack/react-query';
import type { VerifyEmailResponse } from '@kindred/core/auth';
import type { User } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { session } from '../../../lib/auth/session';
import { logInAfterVerification } from './log-in-after-verification';

export type VerifyEmailResult = VerifyEmailResponse;

/** POST /api/auth/verification/verify: marks the e-mail verified; the link's token works once. */
export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return apiFetch<VerifyEmailResult>('/auth/verification/verify', { method: 'POST', body: JSON.stringify({ token }) });
}

/** Opens an e-mailed verification link: verifies, signs in and stores the session; resolves with the user. */
export function useVerifyEmailLink() {
  return useMutation({
    mutationFn: async (token: string): Promise<User> => {
      const { loginToken } = await verifyEmail(token);
      const signedIn = await logInAfterVerification(loginToken);
      session.signIn(signedIn);
      return signedIn.user;
    },
  });
}
