import { CLIENT_ERROR_MESSAGES } from '@kindred/core/errors';
import { PHOTO_MESSAGES } from '@kindred/core/kindred';
import { ApiError } from '../../../lib/api-request';

const GENERIC: readonly string[] = Object.values(CLIENT_ERROR_MESSAGES);

/**
 * Spec §8: the response's error field, else "Failed to upload photo". An ApiError whose message
 * is one of the client's generic ones carried no sentence of the server's (a proxy's 413 page,
 * an empty 502), so it gets the fallback too, as does a network failure.
 */
export function photoUploadErrorMessage(error: unknown): string {
  return error instanceof ApiError && !GENERIC.includes(error.message) ? error.message : PHOTO_MESSAGES.uploadFailed;
}

/** The client's own checks before anything is sent (type, then size), or null when the file may go. */
export function photoFileProblem(file: File, acceptedTypes: readonly string[], maxBytes: number): string | null {
  if (!acceptedTypes.includes(file.type)) return PHOTO_MESSAGES.notImage;
  if (file.size > maxBytes) return PHOTO_MESSAGES.tooLarge;
  return null;
}
