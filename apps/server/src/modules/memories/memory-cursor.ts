import { AppError } from '../../app-error';

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
  const [time, id] = Buffer.from(text, 'base64url').toString().split('|');
  const createdAt = new Date(time ?? '');
  const parsedId = Number(id);
  if (Number.isNaN(createdAt.getTime()) || !Number.isInteger(parsedId) || parsedId < 1) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: ['Invalid cursor'] });
  }
  return { createdAt, id: parsedId };
}
