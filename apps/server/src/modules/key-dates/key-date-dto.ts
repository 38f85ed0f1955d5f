import type { KeyDate } from '@kindred/core/key-date';
import type { KeyDateRow } from '../../db/schema';

/** The Key date of spec §3 as the API sends it. */
export function toKeyDateDto(row: Pick<KeyDateRow, 'id' | 'date' | 'eventTitle' | 'annual' | 'kindredId' | 'memoryId'>): KeyDate {
  return { id: row.id, date: row.date, eventTitle: row.eventTitle, annual: row.annual, kindredId: row.kindredId, memoryId: row.memoryId };
}
