import { createHash } from 'node:crypto';
import { SEARCH_CURSOR_MESSAGE } from '@kindred/core/search';
import { AppError } from '../../app-error';

/** Where a page of results ends: its last hit's tier, creation time and id, for one given search. */
export interface SearchCursor {
  tier: number;
  createdAt: string;
  id: number;
}

/** Ties a cursor to the user, the text and the person filter it was made for: another search's cursor is refused. */
export function searchFingerprint(userId: number, text: string, kindredId: number | undefined): string {
  return createHash('sha256').update(`${userId}\n${kindredId ?? ''}\n${text}`).digest('base64url').slice(0, 12);
}

export function encodeSearchCursor(cursor: SearchCursor, fingerprint: string): string {
  return Buffer.from(`${fingerprint}|${cursor.tier}|${cursor.createdAt}|${cursor.id}`).toString('base64url');
}

/** Reads a cursor back; one not made by encodeSearchCursor for this very search is a 400. */
export function decodeSearchCursor(text: string, fingerprint: string): SearchCursor {
  const invalid = () => new AppError('VALIDATION_FAILED', SEARCH_CURSOR_MESSAGE, { cursor: [SEARCH_CURSOR_MESSAGE] });
  if (!/^[A-Za-z0-9_-]+$/.test(text)) throw invalid();
  const [madeFor, tier, createdAt, id, ...rest] = Buffer.from(text, 'base64url').toString().split('|');
  const parsedTier = Number(tier);
  const parsedId = Number(id);
  if (
    rest.length > 0 ||
    madeFor !== fingerprint ||
    !Number.isInteger(parsedTier) ||
    parsedTier < 0 ||
    parsedTier > 3 ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/.test(createdAt ?? '') ||
    !Number.isInteger(parsedId) ||
    parsedId < 1 ||
    parsedId > 2_147_483_647
  ) {
    throw invalid();
  }
  return { tier: parsedTier, createdAt: createdAt!, id: parsedId };
}
