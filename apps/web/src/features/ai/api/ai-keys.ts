import { kindredKeys } from '../../kindreds';

/**
 * Query keys of the AI reads. The summary and the coaching plan sit under their kindred's key, so
 * the kindreds invalidation that follows every memory write reads them again (the server marks
 * the summary as regenerating then), and deleting the person forgets them.
 */
export const aiKeys = {
  all: ['ai'] as const,
  summary: (kindredId: number) => [...kindredKeys.detail(kindredId), 'summary'] as const,
  summaryStatus: (kindredId: number) => [...kindredKeys.detail(kindredId), 'summary-status'] as const,
  coachingPlan: (kindredId: number) => [...kindredKeys.detail(kindredId), 'coaching-plan'] as const,
  iceBreaker: (kindredId: number) => [...aiKeys.all, 'ice-breaker', kindredId] as const,
  giftIdea: (kindredId: number) => [...aiKeys.all, 'gift-idea', kindredId] as const,
  status: () => [...aiKeys.all, 'status'] as const,
};
