// For forms on lazily loaded pages only: @kindred/core/validation brings zod (about 24 KB gzipped),
// which the first page load must not carry.
import { INVALID_EMAIL_MESSAGE, isValidEmail, requiredMessage } from '@kindred/core/validation';
import { ApiError } from './api-request';

/** Field name -> the message to show under it. */
export type FieldErrors = Partial<Record<string, string>>;

/** Whether any field has a message. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message per field of a 400's details ({ field: [messages] }), or nothing. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.details as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/** The message for an e-mail field (spec §5), or undefined when it is fine. */
export function emailFieldError(value: string): string | undefined {
  const email = value.trim();
  if (email === '') return requiredMessage('email');
  return isValidEmail(email) ? undefined : INVALID_EMAIL_MESSAGE;
}
