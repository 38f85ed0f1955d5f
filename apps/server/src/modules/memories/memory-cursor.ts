import { parseId } from '@kindred/core/validation';
import { AppError } from '../../app-error';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Where a page of memories ends: the last row's creation time and id (newest first, ties by id). */
export interface MemoryCursor {
  createdAt: Date;
  id: number;
}

export function encodeCursor({ createdAt, id }: MemoryCursor): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

/** Reads a cursor back; anything that was not made by encodeCursor is a 400. */
export function decodeCursor(text: string): MemoryCursor {
  const [time = '', id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  // Exactly what encodeCursor writes: an ISO time of this era and a database id, nothing else.
  const createdAt = ISO_TIME.test(time) ? new Date(time) : new Date(NaN);
  const parsedId = parseId(id);
  if (rest.length > 0 || Number.isNaN(createdAt.getTime()) || parsedId === null) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: ['Invalid cursor'] });
  }
  return { createdAt, id: parsedId };
}
