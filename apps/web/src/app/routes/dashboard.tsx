import { FirstTimeWelcome } from '../../features/auth/components/first-time-welcome';
import { PagePlaceholder } from '../layout/page-placeholder';

export default function DashboardRoute() {
  return (
    <PagePlaceholder
      title="Your dashboard"
      description="All your kindreds, upcoming key dates and recent memories will come together here."
    >
      <FirstTimeWelcome />
    </PagePlaceholder>
  );
}
