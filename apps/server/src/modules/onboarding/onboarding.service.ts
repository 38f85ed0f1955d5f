import { ONBOARDING_DONE_MESSAGE, type OnboardingRequest, type OnboardingResponse } from '@kindred/core/kindred';
import { AppError } from '../../app-error';
import type { Transact } from '../../jobs/transact';
import { toKeyDateDto, type KeyDatesRepository } from '../key-dates';
import { toKindredDto, type KindredsRepository } from '../kindreds';
import { toMemoryDto, type MemoriesRepository } from '../memories';
import type { UsersRepository } from '../users';

interface Dependencies {
  transact: Transact;
  kindreds: KindredsRepository;
  keyDates: KeyDatesRepository;
  memories: MemoriesRepository;
  users: UsersRepository;
  /** The first memory is stored as processing, which is its write-up job: wake this process's write-up workers once it commits. */
  wakeWriteups: () => void;
}

/**
 * A first-time user's setup in one transaction: their first person, the birthday as an annual key
 * date, the first memory (processing: its own write-up job), and the end of first-time onboarding (spec §4.1).
 * Nothing half-made stays.
 */
export function createOnboardingService({ transact, kindreds, keyDates, memories, users, wakeWriteups }: Dependencies) {
  return {
    async onboard(userId: number, request: OnboardingRequest): Promise<OnboardingResponse> {
      const firstMemory = request.firstMemory?.trim() ? request.firstMemory.trim() : null;
      const result = await transact(async ({ tx }) => {
        // First, so that a replayed or concurrent second request changes nothing.
        if (!(await users.finishFirstTimeLogin(userId, tx))) throw new AppError('CONFLICT', ONBOARDING_DONE_MESSAGE);
        const kindred = await kindreds.insert(userId, { name: request.name, relationship: request.relationship }, tx);
        const [birthday] = request.birthday
          ? await keyDates.insertMany(userId, kindred.id, [{ date: request.birthday, eventTitle: `${kindred.name}'s birthday`, annual: true, memoryId: null }], tx)
          : [];
        const memory = firstMemory ? await memories.insert(userId, kindred.id, firstMemory, tx) : null;
        return { kindred, birthday: birthday ?? null, memory };
      });
      if (result.memory) wakeWriteups();
      return {
        kindred: toKindredDto(result.kindred),
        birthday: result.birthday ? toKeyDateDto(result.birthday) : null,
        memory: result.memory ? toMemoryDto(result.memory) : null,
      };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
