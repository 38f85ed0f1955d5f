import { LOCAL_STORAGE_KEYS } from '@kindred/core/constants';
import type { KindredListItem } from '@kindred/core/kindred';
import { readLocal, writeLocal } from '../../../lib/local-storage';

export type PersonChoice = Pick<KindredListItem, 'id' | 'name'>;
type Remembered = { userId: number; people: PersonChoice[] };

/**
 * The people quick capture last offered, ids and names only: the app opened offline from the home
 * screen can still file a memory under the right person. One account's at a time.
 */
export const rememberedPeople = {
  read(userId: number | null): PersonChoice[] | null {
    try {
      const stored = JSON.parse(readLocal(LOCAL_STORAGE_KEYS.quickMemoryPeople) ?? 'null') as Remembered | null;
      return stored && stored.userId === userId && Array.isArray(stored.people) ? stored.people : null;
    } catch (error) {
      console.warn('The people kept for quick capture could not be read', error);
      return null;
    }
  },
  write(userId: number, people: readonly PersonChoice[]) {
    const value: Remembered = { userId, people: people.map(({ id, name }) => ({ id, name })) };
    writeLocal(LOCAL_STORAGE_KEYS.quickMemoryPeople, JSON.stringify(value));
  },
};
