import { z } from 'zod';
import { DAY_MS } from './calendar-days';
import { PLANS, SUBSCRIPTION_STATUSES, TRIAL_LENGTH_DAYS, type Plan, type SubscriptionStatus } from './constants';
const PLAN_VALUES = [PLANS.trial, PLANS.free, PLANS.plus] as const;

/** The subscription fields of a user as the server sends them (spec §3); absent plan = none chosen. */
export const subscriptionFieldsSchema = z.object({
  subscriptionPlan: z.enum(PLAN_VALUES).nullish(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullish(),
  trialExpired: z.boolean().optional(),
  trialStartDate: z.iso.datetime({ offset: true }).nullish(),
  daysRemainingInTrial: z.int().nullish(),
});
export type SubscriptionFields = z.infer<typeof subscriptionFieldsSchema>;

const isEndedByStatus = (status: SubscriptionStatus | null | undefined) => status === 'expired' || status === 'canceled';

/** Whether the user's trial counts as over, by the rules of spec §4.3 (a paid plan never expires). */
export function isTrialExpired(user: SubscriptionFields | null | undefined): boolean {
  if (!user) return false;
  const endedByStatus = isEndedByStatus(user.subscriptionStatus);
  if (user.subscriptionPlan === PLANS.trial) return endedByStatus;
  if (user.subscriptionPlan !== PLANS.free) return false;
  // An unknown day count (null or absent) is not read as zero: only a number at or below 0 ends it.
  const noDaysLeft = Boolean(user.trialStartDate) && user.daysRemainingInTrial != null && user.daysRemainingInTrial <= 0;
  return user.trialExpired === true || noDaysLeft || endedByStatus;
}

/** Whether a free-plan user is active and still inside the trial (full access, spec §4.2–4.3). */
export function isInFreeTrialPeriod(user: SubscriptionFields | null | undefined): boolean {
  return user?.subscriptionPlan === PLANS.free && user.subscriptionStatus === 'active' && !isTrialExpired(user);
}

function toTime(value: Date | string): number {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) throw new Error(`Invalid trial start date: ${String(value)}`);
  return time;
}

/** The instant the trial ends: exactly TRIAL_LENGTH_DAYS × 24 h after it started. */
export function trialEndsAt(trialStartDate: Date | string): Date {
  return new Date(toTime(trialStartDate) + TRIAL_LENGTH_DAYS * DAY_MS);
}

/** Days left, rounded up so any part of a day counts as one: 5 at the start, 0 from the end on. */
export function trialDaysRemaining(trialStartDate: Date | string, now: Date = new Date()): number {
  const remainingMs = trialEndsAt(trialStartDate).getTime() - now.getTime();
  // Clamped at TRIAL_LENGTH_DAYS too, so a clock running behind the start never promises a sixth day.
  return Math.min(TRIAL_LENGTH_DAYS, Math.max(0, Math.ceil(remainingMs / DAY_MS)));
}

/** Whether the trial has ended at `now`; true exactly when trialDaysRemaining reaches 0. */
export function hasTrialEnded(trialStartDate: Date | string, now: Date = new Date()): boolean {
  return now.getTime() >= trialEndsAt(trialStartDate).getTime();
}

/** An account's plan as stored: the server's side of the trial rule reads these, never the client's flags. */
export interface StoredSubscription {
  subscriptionPlan: Plan | null;
  subscriptionStatus: SubscriptionStatus | null;
  trialStartedAt: Date | null;
}

/** The free trial's state of an account at `now`: computed, never stored, so it can't go stale. */
export function trialStateOf(account: StoredSubscription, now: Date) {
  const started = account.trialStartedAt;
  const ended = account.subscriptionPlan === PLANS.free && started !== null && hasTrialEnded(started, now);
  return {
    trialStartDate: started?.toISOString() ?? null,
    daysRemainingInTrial: started ? trialDaysRemaining(started, now) : 0,
    trialExpired: ended || (account.subscriptionPlan !== PLANS.plus && isEndedByStatus(account.subscriptionStatus)),
    // A free plan whose trial ran out reads as expired even before anything rewrote the stored status.
    status: ended ? ('expired' as const) : account.subscriptionStatus,
  };
}
