import type { AiEngineName, CoachingPlanContent } from '@kindred/core/ai';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { coachingPlans } from '../../db/schema';

/** Coaching plans, by (kindred, owner) in the same statement. */
export function createCoachingPlansRepository(db: Db) {
  const ownPlan = (userId: number, kindredId: number) => and(eq(coachingPlans.kindredId, kindredId), eq(coachingPlans.userId, userId));
  return {
    find: async (userId: number, kindredId: number) => (await db.select().from(coachingPlans).where(ownPlan(userId, kindredId)))[0] ?? null,
    /** Replaces the person's plan, ticks included; the caller has checked that the kindred is the user's. */
    save: async (userId: number, kindredId: number, plan: CoachingPlanContent, engine: AiEngineName) => {
      const values = { plan, engine, generatedAt: new Date() };
      return (
        await db
          .insert(coachingPlans)
          .values({ userId, kindredId, ...values })
          .onConflictDoUpdate({ target: coachingPlans.kindredId, set: values })
          .returning()
      )[0]!;
    },
    /**
     * Ticks or unticks one action in one statement, so two quick ticks never undo each other; only
     * while the plan is still the one generated at `generatedAt`. Null when it is not (or is gone).
     */
    check: async (userId: number, kindredId: number, generatedAt: Date, key: string, done: boolean) => {
      const others = sql`coalesce(${coachingPlans.plan}->'checkedActions', '[]'::jsonb) - ${key}::text`;
      const checked = done ? sql`${others} || jsonb_build_array(${key}::text)` : others;
      return (
        (
          await db
            .update(coachingPlans)
            .set({ plan: sql`jsonb_set(${coachingPlans.plan}, '{checkedActions}', ${checked})` })
            .where(and(ownPlan(userId, kindredId), eq(coachingPlans.generatedAt, generatedAt)))
            .returning()
        )[0] ?? null
      );
    },
  };
}

export type CoachingPlansRepository = ReturnType<typeof createCoachingPlansRepository>;
