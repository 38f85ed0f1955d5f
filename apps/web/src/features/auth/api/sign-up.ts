import { useMutation } from '@tanstack/react-query';
import type { SignupRequest, SignupResponse } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/browser-time-zone';

export type SignUpInput = SignupRequest;
export type SignUpResult = SignupResponse;

/**
 * POST /api/auth/signup: creates the account and e-mails a verification link. The browser's time
 * zone goes along, as the default zone of the account's reminders.
 */
export function signUp(input: SignUpInput): Promise<SignUpResult> {
  return apiFetch<SignUpResult>('/auth/signup', { method: 'POST', body: JSON.stringify({ ...input, timeZone: browserTimeZone() }) });
}

/** Creating an account. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
