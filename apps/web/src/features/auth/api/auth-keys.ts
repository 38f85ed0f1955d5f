/** Query keys of the signed-in account. */
export const authKeys = {
  all: ['users'] as const,
  currentUser: () => [...authKeys.all, 'me'] as const,
  /** The address an invitation link is for (REGISTRATION=invite). */
  invite: (token: string) => [...authKeys.all, 'invite', token] as const,
};
