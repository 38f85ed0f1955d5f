import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@kindred/core/user';
import { apiFetch } from '../../../lib/api-client';
import { session } from '../../../lib/auth/session';
import { authKeys } from './auth-keys';

/** GET /api/users/me; the answer also refreshes the stored user, which guards and menus read. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  const user = await apiFetch<User>('/users/me', { signal });
  session.setUser(user);
  return user;
}

/** Always refetched on use: plan, trial days and verification change on the server's clock. */
export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser(), queryFn: ({ signal }) => getCurrentUser(signal), staleTime: 0 });

/** Keeps the stored user fresh while signed in. */
export function useCurrentUser({ enabled }: { enabled: boolean }) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
