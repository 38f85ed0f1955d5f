import type { OnboardingRequest, OnboardingResponse } from '@kindred/core/kindred';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import type { Queue } from '../../jobs/queue';
import { createKeyDatesRepository } from '../key-dates/key-dates.repository';
import { toKeyDateDto } from '../key-dates/key-date-dto';
import { createMemoriesRepository } from '../memories/memories.repository';
import { toMemoryDto } from '../memories/memory-dto';
import { processMemoryJob } from '../memories/memory-processing.job';
import { createKindredsRepository } from './kindreds.repository';
import { toKindredDto } from './kindred-dto';

/**
 * A first-time user's setup in one transaction: their first person, the birthday as an annual key
 * date, the first memory, and the end of first-time onboarding (spec §4.1). Nothing half-made stays.
 */
export function createOnboardingService({ db, queue }: { db: Db; queue: Queue }) {
  return {
    async onboard(userId: number, request: OnboardingRequest): Promise<OnboardingResponse> {
      const firstMemory = request.firstMemory?.trim() ? request.firstMemory.trim() : null;
      const result = await db.transaction(async (tx) => {
        const kindred = await createKindredsRepository(tx).insert(userId, { name: request.name, relationship: request.relationship });
        const [birthday] = request.birthday
          ? await createKeyDatesRepository(tx).insertMany(userId, kindred.id, [
              { date: request.birthday, eventTitle: `${kindred.name}'s birthday`, annual: true, memoryId: null },
            ])
          : [];
        const memory = firstMemory ? await createMemoriesRepository(tx).insert(userId, kindred.id, firstMemory) : null;
        await tx.update(users).set({ isFirstTimeLogin: false, updatedAt: sql`now()` }).where(eq(users.id, userId));
        return { kindred, birthday: birthday ?? null, memory };
      });
      if (result.memory) await queue.send(processMemoryJob, { memoryId: result.memory.id });
      return {
        kindred: toKindredDto(result.kindred),
        birthday: result.birthday ? toKeyDateDto(result.birthday) : null,
        memory: result.memory ? toMemoryDto(result.memory) : null,
      };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
