import type { AiEngineName, CoachingPlanContent } from '@kindred/core/ai';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { kindreds } from './kindreds';
import { users } from './users';

/** What the plan column holds: the content the AI wrote and the ticked actions (`planActionKey`s). */
export type StoredCoachingPlan = CoachingPlanContent & { checkedActions?: string[] };

/** The latest coaching plan for one person; generating again replaces it. */
export const coachingPlans = pgTable(
  'coaching_plans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kindredId: integer('kindred_id')
      .notNull()
      .unique()
      .references(() => kindreds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The plan as written, plus the actions the person ticked: they belong to this plan and go with it.
    plan: jsonb('plan').$type<StoredCoachingPlan>().notNull(),
    engine: text('engine').$type<AiEngineName>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // Deleting a user cascades here; without it each deletion scans the whole table.
  (table) => [index('coaching_plans_user_id_idx').on(table.userId)],
);

export type CoachingPlanRow = typeof coachingPlans.$inferSelect;
