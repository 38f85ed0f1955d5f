import { CLIENT_ERROR_MESSAGES } from '@kindred/core/errors';

/*
 * Why a call was not made, or why its answer was thrown away (spec §8, "skipped calls"). They are
 * errors rather than silent no-ops so that every caller's promise settles.
 */

/** Nobody is signed in, a sign-out is under way, or the answer arrived after the session ended. */
export class AuthRequiredError extends Error {
  override readonly name = 'AuthRequiredError';
  constructor() {
    super(CLIENT_ERROR_MESSAGES.authRequired);
  }
}

/** The screen that asked for the data went away before the call was made or answered. */
export class ComponentUnmountedError extends Error {
  override readonly name = 'ComponentUnmountedError';
  constructor() {
    super(CLIENT_ERROR_MESSAGES.componentUnmounted);
  }
}

/** The session cannot be renewed (no refresh token, or the server refused it): sign in again. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super('Your session has expired. Please sign in again.');
  }
}
