import type { FastifyRequest } from 'fastify';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@kindred/core/kindred';
import { AppError } from '../../app-error';

/** The multipart field that carries the photo. */
const PHOTO_FIELD = 'file';

/** Busboy limits for a photo upload: one file of at most PHOTO_MAX_BYTES, and room for little else. */
export const PHOTO_UPLOAD_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };

const missing = () => new AppError('BAD_REQUEST', PHOTO_MESSAGES.missing);
const isTooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Anything that goes wrong while parsing the body is the request's fault: a 413 for limits, else a 400. */
function toUploadError(error: unknown): AppError {
  if (isTooLarge(error)) return new AppError('PAYLOAD_TOO_LARGE', PHOTO_MESSAGES.tooLarge);
  if ((error as { statusCode?: number }).statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  return new AppError('BAD_REQUEST');
}

/** The bytes of the `file` part of a multipart request; its name and declared type mean nothing to us. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw missing();
  const part = await request.file().catch((error: unknown) => {
    throw toUploadError(error);
  });
  if (!part) throw missing();
  if (part.fieldname !== PHOTO_FIELD) {
    // Drained so the client, still sending, gets our answer rather than a reset connection.
    part.file.resume();
    throw missing();
  }
  const bytes = await part.toBuffer().catch((error: unknown) => {
    throw toUploadError(error);
  });
  if (bytes.length === 0) throw missing();
  return bytes;
}
