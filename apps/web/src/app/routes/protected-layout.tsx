import { ProtectedRoute } from '../../features/auth';
import { PendingMemoriesNotice } from '../../features/memories';

/** The layout around every protected page (spec §2.1, §4.2), with the memories still waiting to be sent (issue #18). */
export default function ProtectedLayout() {
  return (
    <>
      <PendingMemoriesNotice />
      <ProtectedRoute />
    </>
  );
}
