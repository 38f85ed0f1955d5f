import { ActiveTrialRoute } from '../../features/auth';

/** The layout around protected pages that an expired trial does not allow (spec §2.1). */
export default function ActiveTrialLayout() {
  return <ActiveTrialRoute />;
}
