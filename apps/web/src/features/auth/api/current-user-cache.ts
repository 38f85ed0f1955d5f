import type { QueryClient } from '@tanstack/react-query';
import type { User } from '@kindred/core/user';
import { session } from '../../../lib/auth/session';
import { authKeys } from './auth-keys';

/** Keeps the signed-in user the server now has, in the stored session and in the query cache alike. */
export function storeCurrentUser(queryClient: QueryClient, user: User): void {
  session.setUser(user);
  queryClient.setQueryData(authKeys.currentUser(), user);
}
