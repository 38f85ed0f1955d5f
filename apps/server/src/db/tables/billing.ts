import { BILLING_STATUSES } from '@kindred/core/billing';
import { bigint, boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's Stripe customer (one per user, created once) and the state of their subscription as
 * last read from Stripe. The plan itself lives on the user; this row is what it was derived from.
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  stripeCustomerId: text('stripe_customer_id').notNull().unique(),
  subscriptionId: text('subscription_id'),
  subscriptionStatus: text('subscription_status', { enum: BILLING_STATUSES }),
  /** Stripe's `created` (seconds) of that subscription: an older subscription never replaces a newer one. */
  subscriptionCreated: bigint('subscription_created', { mode: 'number' }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BillingCustomerRow = typeof billingCustomers.$inferSelect;

/** Every Stripe webhook event id handled, so a repeated delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
