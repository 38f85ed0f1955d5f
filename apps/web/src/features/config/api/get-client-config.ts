import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@kindred/core/client-config';
import { apiFetch } from '../../../lib/api-client';
import { configKeys } from './config-keys';

/** GET /api/config: the public settings (newsletter, support address, sign-in options). */
export function getClientConfig(): Promise<ClientConfig> {
  return apiFetch<ClientConfig>('/config', { authenticated: false });
}

/** The config does not change while a tab is open, so it is fetched once per page load; it is the same for everyone. */
export const clientConfigQueryOptions = () =>
  queryOptions({ queryKey: configKeys.client(), queryFn: getClientConfig, staleTime: Infinity, meta: { public: true } });

/** The client config; `data` stays undefined while loading or when the server cannot answer. */
export function useClientConfig() {
  return useQuery(clientConfigQueryOptions());
}
