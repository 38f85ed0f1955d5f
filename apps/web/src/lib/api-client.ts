import { DEFAULT_ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from '@kindred/core/errors';

const API_BASE = '/api';

/** A failed API call, carrying the server's sentence, its machine code and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;

  constructor(message: string, status: number, code: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/*
 * Responses are typed with the schema types of @kindred/core but not parsed with zod here:
 * zod would add about 24 kB gzipped to the first page load, and the server already validates
 * every response against the same schemas before sending it.
 */
function isErrorBody(value: unknown): value is ErrorBody {
  const body = value as Partial<ErrorBody> | null;
  return typeof body?.error === 'string' && typeof body.code === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  // A proxy or gateway may answer with HTML instead of our JSON; then the status decides the message.
  const body: unknown = await response.json().catch(() => null);
  if (isErrorBody(body)) return new ApiError(body.error, response.status, body.code);

  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  const code =
    codes.find((candidate) => ERROR_STATUS[candidate] === response.status) ??
    (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
  return new ApiError(DEFAULT_ERROR_MESSAGES[code], response.status, code);
}

/** Calls `/api{path}` and resolves with the JSON body; rejects with ApiError on a non-2xx status. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // Spec §7: every call asks caches along the way for a fresh answer.
  headers.set('Cache-Control', 'no-cache');
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');

  const response = await fetch(`${API_BASE}${path}`, { ...init, headers });
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}
