import type { AiEngineName, CoachingPlanContent } from '@kindred/core/ai';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { coachingPlans } from '../../db/schema';

/** Coaching plans, by (kindred, owner) in the same statement. */
export function createCoachingPlansRepository(db: Db) {
  return {
    find: async (userId: number, kindredId: number) =>
      (await db.select().from(coachingPlans).where(and(eq(coachingPlans.kindredId, kindredId), eq(coachingPlans.userId, userId))))[0] ?? null,
    /** Replaces the person's plan; the caller has checked that the kindred is the user's. */
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
  };
}

export type CoachingPlansRepository = ReturnType<typeof createCoachingPlansRepository>;
