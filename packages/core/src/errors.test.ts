import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_MESSAGES, DEFAULT_ERROR_MESSAGES, ERROR_STATUS } from './errors';

describe('ERROR_STATUS', () => {
  it('maps each code to the status of the API conventions', () => {
    expect(ERROR_STATUS).toMatchObject({
      VALIDATION_FAILED: 400,
      INVALID_JSON: 400,
      INVALID_TOKEN: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      NO_PLAN: 402,
      TRIAL_EXPIRED: 402,
      FORBIDDEN: 403,
      EMAIL_NOT_VERIFIED: 403,
      NOT_FOUND: 404,
      CONFLICT: 409,
      TRIAL_ALREADY_USED: 409,
      PAYLOAD_TOO_LARGE: 413,
      UNSUPPORTED_MEDIA_TYPE: 415,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      AI_UNAVAILABLE: 502,
      SERVICE_UNAVAILABLE: 503,
    });
  });

  it('has a default sentence for every code, and the 500 one is the spec §8 text', () => {
    expect(Object.keys(DEFAULT_ERROR_MESSAGES).sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    expect(DEFAULT_ERROR_MESSAGES.INTERNAL).toBe('Server error. Please try again later.');
    expect(DEFAULT_ERROR_MESSAGES.FORBIDDEN).toBe("You don't have permission to access this resource");
  });
});

describe('CLIENT_ERROR_MESSAGES', () => {
  it('holds the exact texts of spec §8', () => {
    expect(CLIENT_ERROR_MESSAGES).toEqual({
      unauthorized: 'Invalid username or password',
      forbidden: "You don't have permission to access this resource",
      server: 'Server error. Please try again later.',
      unexpected: 'An unexpected error occurred',
      authRequired: 'Authentication required',
      componentUnmounted: 'Component unmounted',
    });
  });
});
