import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoachingPlan } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** GET /api/kindreds/{id}/coaching-plan; null while there is none yet (the server's 204). */
export async function getCoachingPlan(kindredId: number, signal?: AbortSignal): Promise<CoachingPlan | null> {
  return (await apiFetch<CoachingPlan | undefined>(`/kindreds/${kindredId}/coaching-plan`, { signal })) ?? null;
}

/** The plan under its kindred's key (see ai-keys.ts). */
export const coachingPlanQueryOptions = (kindredId: number) =>
  queryOptions({ queryKey: aiKeys.coachingPlan(kindredId), queryFn: ({ signal }) => getCoachingPlan(kindredId, signal) });

/** The person's latest coaching plan, or null when none was generated yet. */
export function useCoachingPlan(kindredId: number) {
  return useQuery(coachingPlanQueryOptions(kindredId));
}
