import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionSnapshot } from './session-store';

/** The session as screens see it; re-renders when the user signs in or out or the stored user changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
