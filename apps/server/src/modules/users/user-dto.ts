import type { User } from '@kindred/core/user';
import { trialStateOf } from '@kindred/core/trial';
import type { UserRow } from '../../db/schema';

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
