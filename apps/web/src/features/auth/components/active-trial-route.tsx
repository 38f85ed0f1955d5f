import { Outlet } from 'react-router';
import { isTrialExpired } from '@kindred/core/trial';
import { useSession } from '../../../lib/auth/use-session';
import { TrialExpiredScreen } from './trial-expired-screen';

/** Routes not allowed after the trial (the coaching plan, spec §2.1) show the expired screen instead. */
export function ActiveTrialRoute() {
  const { user } = useSession();
  return isTrialExpired(user) ? <TrialExpiredScreen /> : <Outlet />;
}
