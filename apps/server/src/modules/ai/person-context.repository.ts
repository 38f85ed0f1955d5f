import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { keyDates, kindreds, memories } from '../../db/schema';
import type { PersonContext } from '../../ai/ai-engine';

/** Memories an engine may read about one person; far above what a model's budget keeps, enough for the builtin portrait. */
const CONTEXT_MEMORY_LIMIT = 1_000;

export interface Person extends Omit<PersonContext, 'today'> {
  id: number;
  userId: number;
  privateFromAi: boolean;
}

/** Loads what the AI may know about one person, scoped to the owner in every statement. */
export function createPersonContextRepository(db: Db) {
  const kindredOf = async (userId: number, kindredId: number) =>
    (
      await db
        .select({ id: kindreds.id, userId: kindreds.userId, name: kindreds.name, relationship: kindreds.relationship, privateFromAi: kindreds.privateFromAi })
        .from(kindreds)
        .where(and(eq(kindreds.id, kindredId), eq(kindreds.userId, userId)))
    )[0] ?? null;

  return {
    kindredOf,
    /** The person with their memories (newest first) and key dates; null when not the user's. */
    async load(userId: number, kindredId: number): Promise<Person | null> {
      const kindred = await kindredOf(userId, kindredId);
      if (!kindred) return null;
      const [memoryRows, keyDateRows] = await Promise.all([
        db
          .select({
            id: memories.id,
            rawText: memories.rawText,
            title: memories.title,
            fullSummary: memories.fullSummary,
            category: memories.category,
            createdAt: memories.createdAt,
          })
          .from(memories)
          .where(and(eq(memories.kindredId, kindredId), eq(memories.userId, userId)))
          .orderBy(desc(memories.createdAt), desc(memories.id))
          .limit(CONTEXT_MEMORY_LIMIT),
        db
          .select({ date: keyDates.date, eventTitle: keyDates.eventTitle, annual: keyDates.annual })
          .from(keyDates)
          .where(and(eq(keyDates.kindredId, kindredId), eq(keyDates.userId, userId)))
          .orderBy(asc(keyDates.date), asc(keyDates.id)),
      ]);
      return { ...kindred, memories: memoryRows, keyDates: keyDateRows };
    },
  };
}

export type PersonContextRepository = ReturnType<typeof createPersonContextRepository>;
