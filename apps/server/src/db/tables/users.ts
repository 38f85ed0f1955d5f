import { PLANS, SUBSCRIPTION_STATUSES } from '@kindred/core/constants';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A person with an account. No password for accounts made through an identity provider. */
export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  isFirstTimeLogin: boolean('is_first_time_login').notNull().default(true),
  subscriptionPlan: text('subscription_plan', { enum: [PLANS.trial, PLANS.free, PLANS.plus] }),
  subscriptionStatus: text('subscription_status', { enum: SUBSCRIPTION_STATUSES }),
  trialStartedAt: timestamp('trial_started_at', { withTimezone: true }),
  /** `issuer|sub` of the identity provider this account signs in with. */
  oidcSubject: text('oidc_subject').unique(),
  /** Set by the operator (`kindred users disable`): no sign-in, no session, until enabled again. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
