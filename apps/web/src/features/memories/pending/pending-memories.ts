import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import { readLocal, writeLocal } from '../../../lib/local-storage';

/** A memory written on this device that the server has not stored yet. */
export type PendingMemory = {
  /** Sent as the Idempotency-Key: however often the memory is sent, the server stores it once. */
  key: string;
  /** Whose it is: only that account ever sends it, whoever signs in on this device next. */
  userId: number;
  kindredId: number;
  kindredName: string;
  rawText: string;
  writtenAt: string;
  /** Why the server refused it for good (the person was deleted meanwhile); kept until discarded. */
  refusal: string | null;
};

const STORAGE_KEY = LOCAL_STORAGE_KEYS.pendingMemories;
const listeners = new Set<() => void>();
// useSyncExternalStore needs the same array while nothing changed: parsed once per stored text.
let parsed: { text: string | null; list: PendingMemory[] } = { text: null, list: [] };
let mine: { all: PendingMemory[] | null; userId: number | null; list: PendingMemory[] } = { all: null, userId: null, list: [] };

function readAll(): PendingMemory[] {
  const text = readLocal(STORAGE_KEY);
  if (text === parsed.text) return parsed.list;
  let list: PendingMemory[] = [];
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    if (Array.isArray(value)) list = value as PendingMemory[];
  } catch (error) {
    console.warn('The memories kept on this device could not be read', error);
  }
  parsed = { text, list };
  return list;
}

function writeAll(list: PendingMemory[]) {
  writeLocal(STORAGE_KEY, JSON.stringify(list));
  listeners.forEach((listener) => listener());
}

/** A key no other draft of any device will have; getRandomValues also works where randomUUID does not (plain http). */
export function newDraftKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The memories kept on this device until sent, in localStorage so they outlive a closed tab, a
 * reload and a restart of the phone, and shared by every tab of the app.
 */
export const pendingMemories = {
  /** The user's drafts, oldest first; the same array until one changes. */
  listFor(userId: number | null): PendingMemory[] {
    const all = readAll();
    if (mine.all !== all || mine.userId !== userId) mine = { all, userId, list: all.filter((draft) => draft.userId === userId) };
    return mine.list;
  },
  add(draft: Omit<PendingMemory, 'refusal'>) {
    writeAll([...readAll(), { ...draft, refusal: null }]);
  },
  remove(key: string) {
    writeAll(readAll().filter((draft) => draft.key !== key));
  },
  refuse(key: string, refusal: string) {
    writeAll(readAll().map((draft) => (draft.key === key ? { ...draft, refusal } : draft)));
  },
  has(key: string): boolean {
    return readAll().some((draft) => draft.key === key && draft.refusal === null);
  },
  /** Calls `listener` on every change, from this tab or another. */
  subscribe(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY || event.key === null) listener();
    };
    listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
