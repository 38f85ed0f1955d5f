import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiStatus } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/gemini (public): which engine, provider and model the server answers with. */
export function getAiStatus(signal?: AbortSignal): Promise<AiStatus> {
  return apiFetch<AiStatus>('/gemini', { signal, authenticated: false });
}

/** Public: kept across sign-outs (queries marked `meta.public`). */
export const aiStatusQueryOptions = () =>
  queryOptions({ queryKey: aiKeys.status(), queryFn: ({ signal }) => getAiStatus(signal), meta: { public: true } });

/** The server's AI configuration, never its key. */
export function useAiStatus() {
  return useQuery(aiStatusQueryOptions());
}
