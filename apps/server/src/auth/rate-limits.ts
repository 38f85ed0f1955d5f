import type { FailureBackoff, RateLimit } from './rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Limits on the endpoints an attacker would hammer, per client IP and per account (README documents them). */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  signupPerIp: { limit: 10, windowSeconds: HOUR },
  // Sign-ups with a registered address mail its owner: at most this many such mails.
  signupAttemptMailsPerAccount: { limit: 3, windowSeconds: HOUR },
  resetPerIp: { limit: 10, windowSeconds: HOUR },
  resetPerAccount: { limit: 5, windowSeconds: HOUR },
  resendPerIp: { limit: 10, windowSeconds: HOUR },
  resendPerAccount: { limit: 5, windowSeconds: HOUR },
  refreshPerIp: { limit: 60, windowSeconds: MINUTE },
  passwordCheckPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  contactPerIp: { limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;

/**
 * Wrong passwords for one account from one client: the first few are free, then each further
 * attempt waits twice as long as the one before (2 s, 4 s, ... at most 15 minutes). Counted per
 * account and client, so an attacker elsewhere slows down only themself, never the owner.
 */
export const LOGIN_FAILURE_BACKOFF: FailureBackoff = { freeFailures: 5, maxDelaySeconds: 15 * MINUTE, forgetAfterSeconds: 24 * HOUR };
