import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError, describeError } from '../../lib/api-request';

/** Field path -> the first message the server gave for it. */
export type ServerFieldErrors = Record<string, string>;

/** The first message per field of a 400's details ({ field: [messages] }), or nothing. */
export function serverFieldErrorsOf(error: unknown): ServerFieldErrors {
  if (!(error instanceof ApiError) || typeof error.details !== 'object' || error.details === null) return {};
  const errors: ServerFieldErrors = {};
  for (const [field, messages] of Object.entries(error.details as Record<string, unknown>)) {
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/**
 * Shows a failed call's answer: each of its field messages under that field, or, when none names
 * a field of this form, `formMessage` as the form-wide error. Returns whether a field got a message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
  formMessage: string = describeError(error),
): boolean {
  const values: Record<string, unknown> = form.getValues();
  const fields = Object.entries(serverFieldErrorsOf(error)).filter(([field]) => field.split('.')[0]! in values);
  for (const [field, message] of fields) form.setError(field as FieldPath<T>, { type: 'server', message });
  if (fields.length === 0) form.setError('root', { type: 'server', message: formMessage });
  return fields.length > 0;
}
