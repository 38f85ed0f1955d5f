import { z } from 'zod';
import { PLANS, SUBSCRIPTION_STATUSES } from './constants';
import { requiredMessage } from './validation';

export const PLAN_VALUES = [PLANS.trial, PLANS.free, PLANS.plus] as const;
const timestamp = z.iso.datetime({ offset: true });

/** The signed-in user as the server sends it and the client stores it (spec §3). An absent plan means none chosen. */
export const userSchema = z.object({
  id: z.int().positive(),
  email: z.string(),
  emailVerified: z.boolean(),
  isFirstTimeLogin: z.boolean(),
  hasPassword: z.boolean(),
  subscriptionPlan: z.enum(PLAN_VALUES).optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).optional(),
  trialExpired: z.boolean(),
  trialStartDate: timestamp.nullable(),
  daysRemainingInTrial: z.int().min(0),
  createdAt: timestamp,
});
export type User = z.infer<typeof userSchema>;

/** PATCH /api/users/me */
export const updateMeRequestSchema = z.object({ isFirstTimeLogin: z.literal(false) });

/** GET /api/users/me/subscription and the answer of POST /api/users/me/subscription */
export const subscriptionSchema = z.object({
  plan: z.enum(PLAN_VALUES).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  trialStartDate: timestamp.nullable(),
  trialEndsAt: timestamp.nullable(),
  daysRemainingInTrial: z.int().min(0),
  trialExpired: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** POST /api/users/me/subscription: only the free trial can be chosen here; Plus goes through payment. */
export const choosePlanRequestSchema = z.object({ plan: z.literal(PLANS.free) });

/** GET /api/users/me/trial-status */
export const trialStatusSchema = z.object({
  trialExpired: z.boolean(),
  isInFreeTrial: z.boolean(),
  daysRemainingInTrial: z.int().min(0),
  trialStartDate: timestamp.nullable(),
  trialEndsAt: timestamp.nullable(),
});
export type TrialStatus = z.infer<typeof trialStatusSchema>;

/** DELETE /api/users/me: the password for accounts that have one; accounts made through an identity provider type their e-mail. */
export const deleteMeRequestSchema = z.object({
  password: z.string().optional(),
  confirmEmail: z.string().optional(),
});

/** DELETE /api/users/me body as a client sends it. */
export type DeleteMeRequest = z.input<typeof deleteMeRequestSchema>;

export const CONFIRM_EMAIL_MISMATCH_MESSAGE = 'Type your e-mail address exactly as shown above';

/**
 * The Delete Account dialog: the account's own e-mail (any case, trimmed), and the password when
 * the account has one. Checked before sending, so a typo never reaches the irreversible call.
 */
export function deleteAccountFormSchema(account: { email: string; hasPassword: boolean }) {
  return z.object({
    confirmEmail: z
      .string()
      .trim()
      .refine((email) => email.toLowerCase() === account.email.toLowerCase(), { error: CONFIRM_EMAIL_MISMATCH_MESSAGE }),
    password: account.hasPassword ? z.string().min(1, { error: requiredMessage('password') }) : z.string(),
  });
}
