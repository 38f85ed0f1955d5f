/**
 * Query keys of the AI reads. The summary and the coaching plan sit under their kindred's key, so
 * the ['kindreds'] invalidation that follows every memory write reads them again (the server marks
 * the summary as regenerating then), and deleting the person forgets them.
 */
export const aiKeys = {
  summary: (kindredId: number) => ['kindreds', kindredId, 'summary'] as const,
  summaryStatus: (kindredId: number) => ['kindreds', kindredId, 'summary-status'] as const,
  coachingPlan: (kindredId: number) => ['kindreds', kindredId, 'coaching-plan'] as const,
  iceBreaker: (kindredId: number) => ['ai', 'ice-breaker', kindredId] as const,
  giftIdea: (kindredId: number) => ['ai', 'gift-idea', kindredId] as const,
  status: ['ai', 'status'] as const,
};
