import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { billingCustomers, stripeEvents, type BillingCustomerRow } from '../../db/schema';
import type { SubscriptionState } from './subscription-state';

/** Stripe customers per user, the subscription state read from Stripe, and the webhook events seen. */
export function createBillingRepository(db: Db) {
  const first = (rows: BillingCustomerRow[]) => rows[0] ?? null;
  return {
    findByUser: async (userId: number, tx: Db = db) => first(await tx.select().from(billingCustomers).where(eq(billingCustomers.userId, userId))),
    findByCustomer: async (customerId: string, tx: Db = db) =>
      first(await tx.select().from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, customerId))),
    /** Stores the user's customer; the row already there wins, so a user has one customer for good. */
    async saveCustomer(userId: number, customerId: string) {
      await db.insert(billingCustomers).values({ userId, stripeCustomerId: customerId }).onConflictDoNothing();
      return first(await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)));
    },
    hasEvent: async (eventId: string) => (await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, eventId))).length > 0,
    /** Records the event id; false when it was recorded before (a repeated delivery). */
    recordEvent: async (eventId: string, type: string, tx: Db = db) =>
      (await tx.insert(stripeEvents).values({ id: eventId, type }).onConflictDoNothing().returning({ id: stripeEvents.id })).length > 0,
    /**
     * Stores the subscription's state, unless the user's stored subscription is a different, newer
     * one (an event about an old subscription arriving late). Null when it was not applied.
     */
    applySubscription: async (userId: number, state: SubscriptionState, tx: Db = db) =>
      first(
        await tx
          .update(billingCustomers)
          .set({
            subscriptionId: state.subscriptionId,
            subscriptionStatus: state.status,
            subscriptionCreated: state.created,
            currentPeriodEnd: state.currentPeriodEnd,
            cancelAtPeriodEnd: state.cancelAtPeriodEnd,
            // A card read from Stripe replaces the stored one; a read without one keeps it.
            cardBrand: state.card ? state.card.brand : sql`${billingCustomers.cardBrand}`,
            cardLast4: state.card ? state.card.last4 : sql`${billingCustomers.cardLast4}`,
            updatedAt: sql`now()`,
          })
          .where(
            and(
              eq(billingCustomers.userId, userId),
              or(
                isNull(billingCustomers.subscriptionId),
                eq(billingCustomers.subscriptionId, state.subscriptionId),
                lte(billingCustomers.subscriptionCreated, state.created),
              ),
            ),
          )
          .returning(),
      ),
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
