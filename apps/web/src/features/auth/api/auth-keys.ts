/** Query keys of the signed-in account. */
export const authKeys = {
  all: ['users'] as const,
  currentUser: () => [...authKeys.all, 'me'] as const,
};
