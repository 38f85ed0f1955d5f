import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CoachingPlan } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** POST /api/kindreds/{id}/coaching-plan -> 201 with a plan written now (seconds with a model). */
export function generateCoachingPlan(kindredId: number): Promise<CoachingPlan> {
  return apiFetch<CoachingPlan>(`/kindreds/${kindredId}/coaching-plan`, { method: 'POST' });
}

/** Writes a new plan, replacing the one shown. */
export function useGenerateCoachingPlan(kindredId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => generateCoachingPlan(kindredId),
    onSuccess: (plan) => queryClient.setQueryData(aiKeys.coachingPlan(kindredId), plan),
  });
}
