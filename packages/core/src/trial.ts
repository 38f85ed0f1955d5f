import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES, TRIAL_LENGTH_DAYS } from './constants';

const DAY_MS = 86_400_000;
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

/** Whether the user's trial counts as over, by the rules of spec §4.3 (a paid plan never expires). */
export function isTrialExpired(user: SubscriptionFields | null | undefined): boolean {
  if (!user) return false;
  const endedByStatus = user.subscriptionStatus === 'expired' || user.subscriptionStatus === 'canceled';
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
