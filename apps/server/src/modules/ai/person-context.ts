import type { KeyDateFacts, MemoryFacts, PersonContext } from '../../ai/ai-engine';

/** Memories an engine may read about one person; far above what a model's budget keeps, enough for the builtin portrait. */
export const CONTEXT_MEMORY_LIMIT = 1_000;

/** Who the AI is asked about, and whether a model may read about them. */
export interface AiSubject {
  id: number;
  userId: number;
  name: string;
  relationship: string;
  privateFromAi: boolean;
}

export interface Person extends Omit<PersonContext, 'today'>, AiSubject {}

/** Where a person's facts come from: each read is the owning module's, scoped to the user in its statement. */
interface Sources {
  findKindred: (userId: number, kindredId: number) => Promise<AiSubject | null>;
  /** Newest first, at most `limit`. */
  listMemories: (userId: number, kindredId: number, limit: number) => Promise<MemoryFacts[]>;
  listKeyDates: (userId: number, kindredId: number) => Promise<KeyDateFacts[]>;
}

/** What the AI may know about one person: the person, their memories (newest first) and key dates. */
export function createPersonContext({ findKindred, listMemories, listKeyDates }: Sources) {
  const kindredOf = async (userId: number, kindredId: number): Promise<AiSubject | null> => {
    const kindred = await findKindred(userId, kindredId);
    return kindred && { id: kindred.id, userId: kindred.userId, name: kindred.name, relationship: kindred.relationship, privateFromAi: kindred.privateFromAi };
  };
  return {
    kindredOf,
    /** Null when the kindred is not the user's. */
    async load(userId: number, kindredId: number): Promise<Person | null> {
      const kindred = await kindredOf(userId, kindredId);
      if (!kindred) return null;
      const [memories, keyDates] = await Promise.all([listMemories(userId, kindredId, CONTEXT_MEMORY_LIMIT), listKeyDates(userId, kindredId)]);
      return {
        ...kindred,
        memories,
        keyDates: keyDates.map(({ date, eventTitle, annual }) => ({ date, eventTitle, annual })),
      };
    },
  };
}

export type PersonContextSource = ReturnType<typeof createPersonContext>;
