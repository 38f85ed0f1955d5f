import { CLIENT_ERROR_MESSAGES as GENERIC_ERROR_MESSAGES, ERROR_STATUS, type ErrorCode } from '@kindred/core/errors';

/** Where every call goes (spec §7: one backend base address, every path under /api). */
const API_BASE = '/api';

type ApiErrorExtras = {
  /** Per-field problems of a 400, or what else the server attached (e.g. the e-mail of an unverified account). */
  details?: unknown;
  /** A 402 that means the free trial is over (spec §8). */
  trialExpired?: boolean;
  /** From Retry-After on a 429: how long to wait before trying again. */
  retryAfterSeconds?: number | null;
};

/** A failed API call, carrying the server's sentence, its machine code and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly trialExpired: boolean;
  readonly retryAfterSeconds: number | null;

  constructor(message: string, status: number, code: string, extras: ApiErrorExtras = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = extras.details;
    this.trialExpired = extras.trialExpired ?? false;
    this.retryAfterSeconds = extras.retryAfterSeconds ?? null;
  }
}

/*
 * Responses are typed with the schema types of @kindred/core but not parsed with zod here:
 * zod would add about 24 kB gzipped to the first page load, and the server already validates
 * every response against the same schemas before sending it.
 */
function stringField(body: unknown, field: string): string | undefined {
  const value = (body as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

// A proxy or gateway may answer with an HTML page; that is not a sentence to show anyone, while a
// plain-text body is (spec §8: "then a plain string body").
async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const isPlainText = (response.headers.get('Content-Type') ?? '').startsWith('text/plain');
    return isPlainText ? text : null;
  }
}

function statusMessage(status: number): string {
  if (status === 401) return GENERIC_ERROR_MESSAGES.unauthorized;
  if (status === 403) return GENERIC_ERROR_MESSAGES.forbidden;
  if (status >= 500) return GENERIC_ERROR_MESSAGES.server;
  return GENERIC_ERROR_MESSAGES.unexpected;
}

function statusCode(status: number): string {
  const codes = Object.keys(ERROR_STATUS) as ErrorCode[];
  return codes.find((code) => ERROR_STATUS[code] === status) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}

/** Retry-After as whole seconds from now; it may be a number of seconds or an HTTP date. */
function readRetryAfter(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : null;
}

/** The ApiError for a non-2xx answer: the error field, then message, then a plain string body, else by status (spec §8). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = await readErrorBody(response);
  const plainText = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
  const message = stringField(body, 'error') ?? stringField(body, 'message') ?? plainText ?? statusMessage(response.status);
  return new ApiError(message, response.status, stringField(body, 'code') ?? statusCode(response.status), {
    details: (body as { details?: unknown } | null)?.details,
    trialExpired: (body as { trialExpired?: unknown } | null)?.trialExpired === true,
    retryAfterSeconds: readRetryAfter(response),
  });
}

/** Sends `/api{path}` with the default headers of spec §7 and answers the raw response. */
export function sendApiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  // Spec §7: every call asks caches along the way for a fresh answer.
  headers.set('Cache-Control', 'no-cache');
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  return fetch(`${API_BASE}${path}`, { ...init, headers });
}

/** The JSON body of a successful response (nothing for 204); rejects with ApiError otherwise. */
export async function readApiResult<T>(response: Response): Promise<T> {
  if (!response.ok) throw await toApiError(response);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/** The sentence to show for a failed call (spec §8): the server's, else the error's own, else `fallback`. */
export function describeError(error: unknown, fallback: string = GENERIC_ERROR_MESSAGES.unexpected): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return fallback;
}
