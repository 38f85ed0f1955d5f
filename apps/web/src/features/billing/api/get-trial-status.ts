import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrialStatus } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { billingKeys } from './billing-keys';

/** GET /api/users/me/trial-status: whether the trial is over, by the server's clock. */
export function getTrialStatus(signal?: AbortSignal): Promise<TrialStatus> {
  return apiFetch<TrialStatus>('/users/me/trial-status', { signal });
}

export const trialStatusQueryOptions = () => queryOptions({ queryKey: billingKeys.trialStatus(), queryFn: ({ signal }) => getTrialStatus(signal), staleTime: 0 });

/** The server's trial status; /pricing?trial=expired believes this, never the URL. */
export function useTrialStatus({ enabled }: { enabled: boolean }) {
  return useQuery({ ...trialStatusQueryOptions(), enabled });
}
