import { ProtectedRoute } from '../../features/auth/components/protected-route';

/** The layout around every protected page (spec §2.1, §4.2). */
export default function ProtectedLayout() {
  return <ProtectedRoute />;
}
