import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody, FieldErrors } from '@kindred/core/errors';
import { AppError } from '../app-error';

// Fastify's own client errors that have a code of ours; any other 4xx keeps its status.
const FASTIFY_CODES: Record<string, AppError['code']> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
};

function toFieldErrors(error: { validation: { instancePath: string; message?: string }[]; validationContext?: string }): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
    (fields[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return fields;
}

/** Maps anything thrown to the AppError the client sees; unknown errors become a bare 500. */
function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = toFieldErrors(error);
    const first = Object.values(details)[0]?.[0];
    return new AppError('VALIDATION_FAILED', first ?? undefined, details);
  }
  const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (mapped) return new AppError(mapped);
  if (error instanceof SyntaxError && error.statusCode === 400) return new AppError('INVALID_JSON');
  if (error.statusCode === 404) return new AppError('NOT_FOUND');
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const failure = new AppError('BAD_REQUEST', error.message);
    return Object.assign(failure, { statusCode: error.statusCode });
  }
  return new AppError('INTERNAL');
}

/** Writes the error JSON of the API conventions. */
export function sendError(reply: FastifyReply, error: AppError): FastifyReply {
  const body: ErrorBody = { error: error.message, code: error.code };
  if (error.details !== undefined) body.details = error.details;
  if (error.extra.trialExpired) body.trialExpired = true;
  if (error.extra.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(body);
}

/** One error handler for the whole app: 4xx carry a sentence and a code, 5xx never carry internals. */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(reply, appError);
  });
});
