import type { RateLimit } from './rate-limiter';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Limits on the endpoints an attacker would hammer, per client IP and per account (README documents them). */
export const AUTH_RATE_LIMITS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * MINUTE },
  loginPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  signupPerIp: { limit: 10, windowSeconds: HOUR },
  resetPerIp: { limit: 10, windowSeconds: HOUR },
  resetPerAccount: { limit: 5, windowSeconds: HOUR },
  resendPerIp: { limit: 10, windowSeconds: HOUR },
  resendPerAccount: { limit: 5, windowSeconds: HOUR },
  refreshPerIp: { limit: 60, windowSeconds: MINUTE },
  passwordCheckPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  contactPerIp: { limit: 5, windowSeconds: HOUR },
} satisfies Record<string, RateLimit>;
