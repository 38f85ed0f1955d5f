import { DEFAULT_ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@kindred/core/errors';

/** The one error type routes and services throw; the error handler turns it into the API's error JSON. */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly details?: unknown,
    readonly extra: { trialExpired?: boolean; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
