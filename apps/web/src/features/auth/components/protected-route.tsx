import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../../../components/spinner';
import { useSession } from '../../../lib/auth/use-session';
import { paths } from '../../../lib/paths';
import { loginUrl } from '../../../lib/redirects';
import { useCurrentUser } from '../api/get-current-user';
import type { VerifyEmailState } from '../verify-email-state';
import { TrialExpiredModal } from './trial-expired-modal';

/**
 * The gate of every protected route (spec §4.2): signed out -> sign in (returning here),
 * unverified -> verify the e-mail, no plan -> pricing. Past the gate, the stored user is
 * refreshed from the server and the trial-expired modal stands ready.
 */
export function ProtectedRoute() {
  const { user, isSignedIn, hasSignedOut } = useSession();
  const { pathname, search } = useLocation();
  const [wasSignedInOnArrival] = useState(isSignedIn);
  useCurrentUser({ enabled: isSignedIn });

  if (!isSignedIn || !user) {
    // Signing out from here clears the session first and then leaves (spec §4.1): the private
    // page is already gone, and sending the user to sign in would race the way out.
    if (wasSignedInOnArrival && hasSignedOut) return <PageSpinner />;
    // A session that ended with its user kept (spec §8, during a search) signs back in as them.
    return <Navigate to={loginUrl(`${pathname}${search}`, { preserveUser: user !== null })} replace />;
  }
  if (!user.emailVerified) {
    const state: VerifyEmailState = { email: user.email, fromProtected: true };
    return <Navigate to={paths.verifyEmail} state={state} replace />;
  }
  if (!user.subscriptionPlan) return <Navigate to={paths.pricing} replace />;
  return (
    <>
      <Outlet />
      <TrialExpiredModal user={user} />
    </>
  );
}
