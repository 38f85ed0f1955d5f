import {
  KEY_DATE_MEMORY_MISMATCH_MESSAGE,
  KEY_DATE_RANGE_MAX_DAYS,
  occurrencesBetween,
  type KeyDate,
  type KeyDateOccurrence,
} from '@kindred/core/key-date';
import { addDays, daysBetween } from '@kindred/core/calendar-days';
import { todayIn } from '@kindred/core/time-zone';
import { AppError } from '../../app-error';
import type { Transact } from '../../jobs/transact';
import type { RequestSummary } from '../summaries';
import type { KeyDatesRepository, KeyDateValues } from './key-dates.repository';
import { toKeyDateDto } from './key-date-dto';

interface Dependencies {
  keyDates: KeyDatesRepository;
  transact: Transact;
  /** The user's kindred, or null when it is not theirs. */
  findKindred: (userId: number, kindredId: number) => Promise<{ name: string } | null>;
  /** Whether a memory is the user's: tells "no key dates" from "not yours". */
  memoryExists: (userId: number, id: number) => Promise<boolean>;
  /** Key dates feed the person summary's important dates. */
  requestSummary: RequestSummary;
}

interface KeyDateInput {
  date: string;
  eventTitle: string;
  annual: boolean;
  memoryId?: number | null;
  kindredId?: number;
}

const notFound = () => new AppError('NOT_FOUND');
const mismatch = (index?: number) =>
  new AppError('VALIDATION_FAILED', KEY_DATE_MEMORY_MISMATCH_MESSAGE, { [index === undefined ? 'memoryId' : `${index}.memoryId`]: [KEY_DATE_MEMORY_MISMATCH_MESSAGE] });

/** Key dates of the user's kindreds: reads, all-or-nothing writes, and annual dates laid out over a range. */
export function createKeyDatesService({ keyDates, transact, findKindred, memoryExists, requestSummary }: Dependencies) {
  const assertKindred = async (userId: number, kindredId: number) => {
    if (!(await findKindred(userId, kindredId))) throw notFound();
  };
  const withOccurrences = (rows: { keyDate: Parameters<typeof toKeyDateDto>[0]; kindredName: string }[], start: string, end: string) =>
    rows
      .flatMap(({ keyDate, kindredName }) =>
        occurrencesBetween(keyDate, start, end).map((occurrenceDate): KeyDateOccurrence => ({ ...toKeyDateDto(keyDate), occurrenceDate, kindredName })),
      )
      .sort((a, b) => a.occurrenceDate.localeCompare(b.occurrenceDate) || a.id - b.id);

  /** Creates key dates for one kindred in one transaction: every memoryId must be a memory of that kindred. */
  const createMany = async (userId: number, kindredId: number, inputs: KeyDateInput[]): Promise<KeyDate[]> => {
    await assertKindred(userId, kindredId);
    const wrongKindred = inputs.findIndex((input) => input.kindredId !== undefined && input.kindredId !== kindredId);
    if (wrongKindred !== -1) {
      const message = 'Every key date must belong to the kindred in the path';
      throw new AppError('VALIDATION_FAILED', message, { [`${wrongKindred}.kindredId`]: [message] });
    }
    const memoryIds = [...new Set(inputs.flatMap((input) => (input.memoryId ? [input.memoryId] : [])))];
    const found = new Set(await keyDates.memoriesOfKindred(userId, kindredId, memoryIds));
    const badMemory = inputs.findIndex((input) => input.memoryId && !found.has(input.memoryId));
    if (badMemory !== -1) throw mismatch(inputs.length > 1 ? badMemory : undefined);
    const rows: KeyDateValues[] = inputs.map((input) => ({ date: input.date, eventTitle: input.eventTitle, annual: input.annual, memoryId: input.memoryId ?? null }));
    const created = await transact(async (unit) => {
      const inserted = await keyDates.insertMany(userId, kindredId, rows, unit.tx);
      await requestSummary(unit, userId, kindredId);
      return inserted;
    });
    return created.map(toKeyDateDto);
  };

  return {
    listAll: async (userId: number) => (await keyDates.listAll(userId)).map(toKeyDateDto),
    listByKindred: async (userId: number, kindredId: number) => {
      const rows = await keyDates.listByKindred(userId, kindredId);
      if (rows.length === 0) await assertKindred(userId, kindredId);
      return rows.map(toKeyDateDto);
    },
    /** A memory's key dates; 404 when the memory is not the user's. */
    listByMemory: async (userId: number, memoryId: number) => {
      const rows = await keyDates.listByMemory(userId, memoryId);
      if (rows.length === 0 && !(await memoryExists(userId, memoryId))) throw notFound();
      return rows.map(toKeyDateDto);
    },
    /** Every day in [startDate, endDate] a kindred's key dates fall on; annual ones once per year. */
    range: async (userId: number, kindredId: number, startDate: string, endDate: string) => {
      if (daysBetween(startDate, endDate) > KEY_DATE_RANGE_MAX_DAYS) {
        const message = `The range can span at most ${KEY_DATE_RANGE_MAX_DAYS} days`;
        throw new AppError('VALIDATION_FAILED', message, { endDate: [message] });
      }
      const kindred = await findKindred(userId, kindredId);
      if (!kindred) throw notFound();
      const rows = await keyDates.listByKindred(userId, kindredId);
      return withOccurrences(rows.map((keyDate) => ({ keyDate, kindredName: kindred.name })), startDate, endDate);
    },
    /** The next `days` days (today included, in the user's time zone) across every kindred. */
    upcoming: async (userId: number, days: number, timeZone: string | undefined) => {
      const today = todayIn(timeZone);
      return withOccurrences(await keyDates.listWithNames(userId), today, addDays(today, days - 1));
    },
    create: async (userId: number, input: KeyDateInput & { kindredId: number }) => (await createMany(userId, input.kindredId, [input]))[0]!,
    createMany,
    update: async (userId: number, id: number, values: Partial<KeyDateInput>) => {
      const current = await keyDates.find(userId, id);
      if (!current) throw notFound();
      if (values.memoryId) {
        const found = await keyDates.memoriesOfKindred(userId, current.kindredId, [values.memoryId]);
        if (found.length === 0) throw mismatch();
      }
      const { kindredId: _ignored, ...changes } = values;
      const row = await transact(async (unit) => {
        const updated = await keyDates.update(userId, id, changes, unit.tx);
        if (!updated) throw notFound();
        await requestSummary(unit, userId, updated.kindredId);
        return updated;
      });
      return toKeyDateDto(row);
    },
    delete: async (userId: number, id: number) => {
      await transact(async (unit) => {
        const deleted = await keyDates.delete(userId, id, unit.tx);
        if (!deleted) throw notFound();
        await requestSummary(unit, userId, deleted.kindredId);
      });
    },
  };
}

export type KeyDatesService = ReturnType<typeof createKeyDatesService>;
