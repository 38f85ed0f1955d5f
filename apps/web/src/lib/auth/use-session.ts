import { useSyncExternalStore } from 'react';
import { session } from './session';
import { NOT_SIGNED_IN, type SessionSnapshot } from './session-store';

/** A prerendered page (src/prerender) is rendered for a visitor who is not signed in; the app hydrates it so, then renders the real session. */
const firstVisit = () => NOT_SIGNED_IN;

/** The session as screens see it; re-renders when the user signs in or out or the stored user changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, firstVisit);
}
