import type { AiEngineName, CoachingPlanContent } from '@kindred/core/ai';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { kindreds } from './kindreds';
import { users } from './users';

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
    plan: jsonb('plan').$type<CoachingPlanContent>().notNull(),
    engine: text('engine').$type<AiEngineName>().notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  // Deleting a user cascades here; without it each deletion scans the whole table.
  (table) => [index('coaching_plans_user_id_idx').on(table.userId)],
);

export type CoachingPlanRow = typeof coachingPlans.$inferSelect;
