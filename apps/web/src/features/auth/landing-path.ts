import type { User } from '@kindred/core/user';
import { paths } from '../../lib/paths';

/** Where a freshly signed-in user starts: the dashboard, or pricing while no plan is chosen (spec §4.2). */
export function landingPathFor(user: Pick<User, 'subscriptionPlan'> | null): string {
  return user?.subscriptionPlan ? paths.dashboard : paths.pricing;
}
