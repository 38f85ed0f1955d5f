import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IceBreakerResult } from '@kindred/core/ai';
import { buildIceBreakerFallback } from '@kindred/core/ai-texts';
import { apiFetch } from '../../../lib/api-client';
import { trackFeature } from '../../../lib/analytics-events';
import { aiKeys } from './ai-keys';
import { nextAsk } from './ask-count';
import { withFallback } from './fallback';

/** GET /api/kindreds/{id}/ice-breaker?ask=N: the freshest news first, then another conversation starter on each ask. */
export function getIceBreaker(kindredId: number, ask: number, signal?: AbortSignal): Promise<IceBreakerResult> {
  return apiFetch<IceBreakerResult>(`/kindreds/${kindredId}/ice-breaker?ask=${ask}`, { signal });
}

/** The server's ice breaker, or the local one of spec §7.2 when the server has none to give. */
export function readIceBreaker(kindredId: number, signal?: AbortSignal): Promise<string> {
  return withFallback(
    async () => (await getIceBreaker(kindredId, nextAsk('ice-breaker', kindredId), signal)).iceBreaker,
    ({ name, memories }) => buildIceBreakerFallback(memories, name),
    kindredId,
    signal,
  );
}

/** Read once per opening: never refetched while shown (focus would swap the text), forgotten once closed. */
export const iceBreakerQueryOptions = (kindredId: number) =>
  queryOptions({
    queryKey: aiKeys.iceBreaker(kindredId),
    queryFn: async ({ signal }) => {
      const text = await readIceBreaker(kindredId, signal);
      trackFeature('ice_breaker');
      return text;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** A fresh ice breaker for each opening of the dialog. */
export function useIceBreaker(kindredId: number) {
  return useQuery(iceBreakerQueryOptions(kindredId));
}
