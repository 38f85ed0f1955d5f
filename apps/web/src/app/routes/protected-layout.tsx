import { ProtectedRoute } from '../../features/auth';

/** The layout around every protected page (spec §2.1, §4.2). */
export default function ProtectedLayout() {
  return <ProtectedRoute />;
}
