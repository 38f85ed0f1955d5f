// Plain constants and types only: the browser imports this on its first page, where zod would cost ~24 KB.

/** Stable machine codes of API errors, each with its HTTP status (ARCHITECTURE.md, API conventions). */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  NO_PLAN: 402,
  TRIAL_EXPIRED: 402,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  REGISTRATION_CLOSED: 403,
  INVITE_REQUIRED: 403,
  ACCOUNT_DISABLED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  TRIAL_ALREADY_USED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  AI_UNAVAILABLE: 502,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The sentence sent when the thrower gives none. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'Some fields are not valid.',
  INVALID_JSON: 'The request body is not valid JSON.',
  BAD_REQUEST: 'The request could not be understood.',
  INVALID_TOKEN: 'This link has expired or has already been used. Please request a new one.',
  UNAUTHENTICATED: 'Please sign in to continue.',
  INVALID_CREDENTIALS: 'Invalid email or password.',
  NO_PLAN: 'Choose a plan to continue.',
  TRIAL_EXPIRED: 'Your free trial has ended. Upgrade to keep using this feature.',
  FORBIDDEN: "You don't have permission to access this resource",
  EMAIL_NOT_VERIFIED: 'Please verify your e-mail address to continue.',
  REGISTRATION_CLOSED: 'Sign-ups are closed on this server',
  INVITE_REQUIRED: 'Sign-ups on this server are by invitation only. This invitation link is not valid, has expired or was already used.',
  ACCOUNT_DISABLED: "This account has been disabled. Contact this server's operator.",
  NOT_FOUND: 'Not found.',
  METHOD_NOT_ALLOWED: 'This method is not allowed here.',
  CONFLICT: 'This conflicts with something that already exists.',
  TRIAL_ALREADY_USED: 'Your free trial has already been used. Upgrade to Kindred Plus to continue.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This content type is not supported.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Server error. Please try again later.',
  AI_UNAVAILABLE: 'The AI model did not answer. Please try again in a moment.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again shortly.',
};

/** Per-field validation problems: field path -> messages. */
export type FieldErrors = Record<string, string[]>;

/** Every failed API call answers with this body (schema: error-body.ts). */
export interface ErrorBody {
  error: string;
  code: string;
  details?: unknown;
  trialExpired?: boolean;
}

/** The browser's own texts for a failed or skipped call whose answer carries no sentence (spec §8). */
export const CLIENT_ERROR_MESSAGES = {
  unauthorized: 'Invalid username or password',
  forbidden: "You don't have permission to access this resource",
  server: 'Server error. Please try again later.',
  unexpected: 'An unexpected error occurred',
  authRequired: 'Authentication required',
  componentUnmounted: 'Component unmounted',
} as const;
