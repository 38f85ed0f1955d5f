import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionSnapshot } from './session-store';

/** The session as screens see it; re-renders when the user signs in or out or the stored user changes. */
export function useSession(): SessionSnapshot {
  // A prerendered page (src/prerender) is rendered for a visitor who is not signed in: the store reads empty storage there.
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
