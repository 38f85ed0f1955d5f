import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { useToast } from '../../../components/toast/use-toast';
import { apiFetch } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/app-navigation';
import { paths } from '../../../lib/paths';
import { dashboardKeys } from '../../dashboard';
import { invalidateKeyDateLists, keyDateKeys } from '../../key-dates';
import { memoryKeys } from '../../memories';
import { kindredKeys } from './kindred-keys';

/** DELETE /api/kindreds/{id}: the person with their memories, key dates, summary, plans and photo. */
export function deleteKindred(kindredId: number): Promise<void> {
  return apiFetch<void>(`/kindreds/${kindredId}`, { method: 'DELETE' });
}

/** Deletes a person, leaves their page for the dashboard and forgets everything cached about them. */
export function useDeleteKindred(kindred: Pick<Kindred, 'id' | 'name'>) {
  const queryClient = useQueryClient();
  const { showToast } = useToast();
  return useMutation({
    mutationFn: async () => {
      await deleteKindred(kindred.id);
      // Leave first: dropping the profile query while its page is mounted would refetch it into a 404.
      await navigateTo(paths.dashboard);
      queryClient.removeQueries({ queryKey: kindredKeys.detail(kindred.id) });
      queryClient.removeQueries({ queryKey: memoryKeys.kindredList(kindred.id) });
      queryClient.removeQueries({ queryKey: keyDateKeys.kindred(kindred.id) });
      void queryClient.invalidateQueries({ queryKey: kindredKeys.all });
      void invalidateKeyDateLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.memoryActivity() });
      // Shown from here rather than by the dialog, which is gone by now.
      showToast(KINDRED_PROFILE_TEXTS.deleted(kindred.name), { type: 'success' });
    },
  });
}
