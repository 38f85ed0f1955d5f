import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planActionKey, type CoachingPlan, type CoachingPlanCheck } from '@kindred/core/ai';
import { apiFetch } from '../../../lib/api-client';
import { aiKeys } from './ai-keys';

/** PUT /api/kindreds/{id}/coaching-plan/actions -> the plan with its ticks as stored. */
export function checkPlanAction(kindredId: number, check: CoachingPlanCheck): Promise<CoachingPlan> {
  return apiFetch<CoachingPlan>(`/kindreds/${kindredId}/coaching-plan/actions`, { method: 'PUT', body: JSON.stringify(check) });
}

const withCheck = (plan: CoachingPlan, { week, actionIndex, done }: CoachingPlanCheck): CoachingPlan => {
  const key = planActionKey(week, actionIndex);
  const others = plan.checkedActions.filter((checked) => checked !== key);
  return { ...plan, checkedActions: done ? [...others, key] : others };
};

/** Ticks or unticks a weekly action at once on screen, then keeps what the server stored (or puts it back on failure). */
export function useCheckPlanAction(kindredId: number) {
  const queryClient = useQueryClient();
  const key = aiKeys.coachingPlan(kindredId);
  return useMutation({
    mutationFn: (check: CoachingPlanCheck) => checkPlanAction(kindredId, check),
    onMutate: async (check) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<CoachingPlan | null>(key, (plan) => (plan ? withCheck(plan, check) : plan));
    },
    onSuccess: (plan) => queryClient.setQueryData(key, plan),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}
