/** What the /verify-email page is told when others send someone there (spec §2.1, §4.2). */
export type VerifyEmailState = {
  email?: string;
  /** Sent by the route guard: the user tried to open a protected page. */
  fromProtected?: boolean;
  /** Sent by sign-up: a verification e-mail has just gone out. */
  justSignedUp?: boolean;
};

/** Reads router state defensively: history state can hold anything, e.g. from an older version. */
export function readVerifyEmailState(state: unknown): VerifyEmailState {
  const value = (state ?? {}) as Record<string, unknown>;
  return {
    email: typeof value.email === 'string' && value.email !== '' ? value.email : undefined,
    fromProtected: value.fromProtected === true,
    justSignedUp: value.justSignedUp === true,
  };
}
