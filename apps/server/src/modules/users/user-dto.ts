import type { User } from '@kindred/core/user';
import { PLANS } from '@kindred/core/constants';
import { hasTrialEnded, trialDaysRemaining } from '@kindred/core/trial';
import type { UserRow } from '../../db/schema';

/** The free trial's state for a user at `now`: computed, never stored, so it can't go stale. */
export function trialStateOf(row: UserRow, now: Date) {
  const started = row.trialStartedAt;
  const ended = row.subscriptionPlan === PLANS.free && started !== null && hasTrialEnded(started, now);
  return {
    trialStartDate: started?.toISOString() ?? null,
    daysRemainingInTrial: started ? trialDaysRemaining(started, now) : 0,
    trialExpired: ended || (row.subscriptionPlan !== PLANS.plus && (row.subscriptionStatus === 'expired' || row.subscriptionStatus === 'canceled')),
    // A free plan whose trial ran out reads as expired even before anything rewrote the stored status.
    status: ended ? ('expired' as const) : row.subscriptionStatus,
  };
}

/** The User of spec §3 as the API sends it. */
export function toUserDto(row: UserRow, now: Date = new Date()): User {
  const trial = trialStateOf(row, now);
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    isFirstTimeLogin: row.isFirstTimeLogin,
    hasPassword: row.passwordHash !== null,
    ...(row.subscriptionPlan ? { subscriptionPlan: row.subscriptionPlan } : {}),
    ...(trial.status ? { subscriptionStatus: trial.status } : {}),
    trialExpired: trial.trialExpired,
    trialStartDate: trial.trialStartDate,
    daysRemainingInTrial: trial.daysRemainingInTrial,
    createdAt: row.createdAt.toISOString(),
  };
}
