import { addDays } from '@kindred/core/calendar-days';
import { todayIn } from '@kindred/core/time-zone';
import type { DateSuggestion } from '@kindred/core/date-suggestions';
import type { MemoryPage, UpdateMemoryRequest } from '@kindred/core/memory';
import { AppError } from '../../app-error';
import { detectDates } from '../../date-detection/detect-dates';
import type { Transact } from '../../jobs/transact';
import { preSerialized } from '../../plugins/pre-serialized';
import type { RequestSummary } from '../summaries';
import type { MemoriesRepository } from './memories.repository';
import { decodeCursor, encodeCursor } from './memory-cursor';
import { toMemoryDto } from './memory-dto';

interface Dependencies {
  memories: MemoriesRepository;
  transact: Transact;
  /** Whether a kindred is the user's: tells "no memories yet" from "not yours". */
  kindredExists: (userId: number, kindredId: number) => Promise<boolean>;
  /** The person's AI engine finding dates in a saved memory: the model's findings merged in when allowed. */
  findDates: (userId: number, kindredId: number, input: { text: string; now: Date; timeZone: string | undefined }) => Promise<DateSuggestion[]>;
  /** An edit or a deletion changes what the person's summary knows. */
  requestSummary: RequestSummary;
  /** A memory was stored as processing: this process's write-up workers take it now rather than at their next poll. */
  wakeWriteups: () => void;
}

const notFound = () => new AppError('NOT_FOUND');
const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different memory.';

/** Memories of the user's kindreds: a new one answers at once and is written up by a background job. */
export function createMemoriesService({ memories, transact, kindredExists, findDates, requestSummary, wakeWriteups }: Dependencies) {
  const suggestionsFor = (rawText: string, timeZone: string | undefined): DateSuggestion[] => detectDates(rawText, { timeZone });
  /** After an insert that wrote nothing: the memory a first request with this key stored, or 404 (the kindred is not the user's). */
  const storedUnder = async (userId: number, kindredId: number, rawText: string, idempotencyKey: string | null) => {
    const stored = idempotencyKey === null ? null : await memories.findByIdempotencyKey(userId, idempotencyKey);
    if (!stored) throw notFound();
    if (stored.kindredId !== kindredId || stored.rawText !== rawText) throw new AppError('CONFLICT', IDEMPOTENCY_KEY_REUSED);
    return stored;
  };

  return {
    find: async (userId: number, id: number) => {
      const row = await memories.find(userId, id);
      if (!row) throw notFound();
      return toMemoryDto(row);
    },
    exists: async (userId: number, id: number) => (await memories.find(userId, id)) !== null,
    listPage: async (userId: number, kindredId: number, cursorText: string | undefined, limit: number) => {
      const { items, end } = await memories.listPage(userId, kindredId, cursorText ? decodeCursor(cursorText) : null, limit);
      if (items === '[]' && !(await kindredExists(userId, kindredId))) throw notFound();
      return preSerialized<MemoryPage>(`{"items":${items},"nextCursor":${JSON.stringify(end && encodeCursor(end))}}`);
    },
    /**
     * Stores the memory as processing, which is its write-up job, and finds its dates; answers
     * without waiting for the write-up. One statement, no transaction: the write-up requests the
     * summary when it ends, so the pending mark after it only shows that a new summary is coming.
     * Sent again with the same idempotency key, it answers the memory stored the first time and
     * stores nothing: no second row, so no second write-up.
     */
    create: async (userId: number, kindredId: number, rawText: string, timeZone: string | undefined, idempotencyKey: string | null = null) => {
      const inserted = await memories.insert(userId, kindredId, rawText, undefined, idempotencyKey);
      if (inserted) wakeWriteups();
      const row = inserted ?? (await storedUnder(userId, kindredId, rawText, idempotencyKey));
      return { memory: toMemoryDto(row), dateSuggestions: suggestionsFor(rawText, timeZone) };
    },
    /** The user's own words win: an edited memory is complete, whatever the job was doing. */
    update: async (userId: number, id: number, body: UpdateMemoryRequest) => {
      const { kindredId, ...values } = body;
      const current = await memories.find(userId, id);
      if (!current) throw notFound();
      if (kindredId !== undefined && kindredId !== current.kindredId) {
        const message = 'A memory cannot be moved to another kindred';
        throw new AppError('VALIDATION_FAILED', message, { kindredId: [message] });
      }
      const row = await transact(async (unit) => {
        const updated = await memories.update(userId, id, { ...values, processingStatus: 'completed' }, unit.tx);
        if (!updated) throw notFound();
        await requestSummary(unit, userId, updated.kindredId);
        return updated;
      });
      return toMemoryDto(row);
    },
    delete: async (userId: number, id: number) => {
      await transact(async (unit) => {
        const deleted = await memories.delete(userId, id, unit.tx);
        if (!deleted) throw notFound();
        await requestSummary(unit, userId, deleted.kindredId);
      });
    },
    retry: async (userId: number, id: number) => {
      const row = await memories.requeue(userId, id);
      if (!row) {
        if (await memories.find(userId, id)) throw new AppError('CONFLICT', 'Only a memory whose processing failed can be retried.');
        throw notFound();
      }
      wakeWriteups();
      return toMemoryDto(row);
    },
    detectDates: async (userId: number, id: number, timeZone: string | undefined) => {
      const row = await memories.find(userId, id);
      if (!row) throw notFound();
      return findDates(userId, row.kindredId, { text: row.rawText, now: row.createdAt, timeZone });
    },
    /** Days with memories in the last `days` days (today included) of the user's time zone, ascending. */
    activity: async (userId: number, days: number, timeZone: string | undefined) => {
      const zone = timeZone ?? 'UTC';
      return memories.activity(userId, addDays(todayIn(zone), -(days - 1)), zone);
    },
  };
}

export type MemoriesService = ReturnType<typeof createMemoriesService>;
