import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, SessionResponse } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { session } from '../../../lib/auth/session';

export type LogInInput = LoginRequest;

/**
 * POST /api/auth/login: a session for an e-mail and password. The browser's time zone goes along:
 * an account that has none saved yet (made before reminders existed) takes it on first sign-in.
 */
export function logIn(input: LogInInput): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/auth/login', { method: 'POST', body: JSON.stringify({ ...input, timeZone: browserTimeZone() }) });
}

/** Signs in and stores the session (which fails if the server's token is unusable). */
export function useLogIn() {
  return useMutation({
    mutationFn: async (input: LogInInput) => {
      session.signIn(await logIn(input));
    },
  });
}
