import { createSessionStore } from './session-store';

/** The app's one session, read from storage when the app starts. */
export const session = createSessionStore();
