import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftIdeaResult } from '@kindred/core/ai';
import { buildGiftIdeaFallback } from '@kindred/core/ai-texts';
import { apiFetch } from '../../../lib/api-client';
import { trackFeature } from '../../../lib/analytics-events';
import { aiKeys } from './ai-keys';
import { nextAsk } from './ask-count';
import { withFallback } from './fallback';

/** GET /api/kindreds/{id}/gift-idea?ask=N: gift ideas (markdown), led by other ideas on each ask. */
export function getGiftIdea(kindredId: number, ask: number, signal?: AbortSignal): Promise<GiftIdeaResult> {
  return apiFetch<GiftIdeaResult>(`/kindreds/${kindredId}/gift-idea?ask=${ask}`, { signal });
}

/** The server's gift ideas, or the silent local fallback of spec §7.2 when the call fails. */
export function readGiftIdea(kindredId: number, signal?: AbortSignal): Promise<string> {
  return withFallback(
    async () => (await getGiftIdea(kindredId, nextAsk('gift-idea', kindredId), signal)).giftIdea,
    ({ name, memories }) => buildGiftIdeaFallback(memories, name),
    kindredId,
    signal,
  );
}

/** Read once per opening: never refetched while shown, forgotten once closed. */
export const giftIdeaQueryOptions = (kindredId: number) =>
  queryOptions({
    queryKey: aiKeys.giftIdea(kindredId),
    queryFn: async ({ signal }) => {
      const ideas = await readGiftIdea(kindredId, signal);
      trackFeature('gift_ideas');
      return ideas;
    },
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

/** Fresh gift ideas for each opening of the dialog. */
export function useGiftIdea(kindredId: number) {
  return useQuery(giftIdeaQueryOptions(kindredId));
}
