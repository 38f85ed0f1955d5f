import type { SessionResponse } from '@kindred/core/auth';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/auth/login-after-verification: trades the one-time token of a verified link for a session. */
export function logInAfterVerification(loginToken: string): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/auth/login-after-verification', { method: 'POST', body: JSON.stringify({ loginToken }) });
}
