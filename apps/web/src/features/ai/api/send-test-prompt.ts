import { useMutation } from '@tanstack/react-query';
import type { AiTestRequest, AiTestResult } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/gemini { prompt }: signed in and rate-limited (429 with Retry-After); 502 when the model fails. */
export function sendTestPrompt(request: AiTestRequest): Promise<AiTestResult> {
  return apiFetch<AiTestResult>('/gemini', { method: 'POST', body: JSON.stringify(request) });
}

/** Sends one test prompt to the configured AI. */
export function useSendTestPrompt() {
  return useMutation({ mutationFn: sendTestPrompt });
}
