import type { KeyDate } from '@kindred/core/key-date';

/** A key date being written in a form: `id` when it already exists on the server. */
export type KeyDateDraft = { key: number; id?: number; date: string; eventTitle: string; annual: boolean };

let lastKey = 0;

/** A draft row with a fresh React key. */
export function newKeyDateDraft(fields: Partial<Omit<KeyDateDraft, 'key'>> = {}): KeyDateDraft {
  lastKey += 1;
  return { key: lastKey, date: '', eventTitle: '', annual: false, ...fields };
}

/** The draft of a stored key date. */
export function draftOf(keyDate: KeyDate): KeyDateDraft {
  return newKeyDateDraft({ id: keyDate.id, date: keyDate.date, eventTitle: keyDate.eventTitle, annual: keyDate.annual });
}
