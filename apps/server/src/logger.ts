import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { Config } from './config';

// Query strings can carry tokens (verification links) and private text (search), so logs keep only
// parameter names; the calendar feed's token is in its path, and is cut out too.
function redactQuery(url: string): string {
  const [rawPath, query] = url.split('?', 2);
  const path = rawPath!.replace(/^(\/api\/calendar\/feed\/)[^/]+\.ics$/, '$1[redacted].ics');
  if (!query) return path;
  const names = [...new URLSearchParams(query).keys()];
  return `${path}?${names.map((name) => `${name}=[redacted]`).join('&')}`;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** An incoming X-Request-Id is kept when it is well formed (a load balancer's), otherwise a new one is made. */
export function generateRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

interface DatabaseFailure {
  code?: string;
  table?: string;
  constraint?: string;
  routine?: string;
}

/** The database error in `error`'s cause chain: Drizzle's wrapper (which quotes the parameters) or the driver's own. */
function databaseFailureOf(error: unknown): { query?: string; failure: DatabaseFailure } | null {
  let query: string | undefined;
  for (let current: unknown = error, depth = 0; current instanceof Object && depth < 5; current = (current as { cause?: unknown }).cause, depth++) {
    const candidate = current as { query?: unknown; params?: unknown; code?: unknown; severity?: unknown };
    if (typeof candidate.query === 'string' && 'params' in candidate) query = candidate.query;
    if (typeof candidate.code === 'string' && SQLSTATE.test(candidate.code) && typeof candidate.severity === 'string') return { query, failure: current as DatabaseFailure };
  }
  return query === undefined ? null : { query, failure: {} };
}

/**
 * Errors as logs may hold them. A failed query's message and detail quote its parameters (memory
 * text, e-mail addresses, password hashes), so for those only the statement's opening words, the
 * SQLSTATE code and the names of the table and constraint are kept, with the stack's frames.
 */
export function serializeError(error: Error): Record<string, unknown> & { type: string; message: string; stack: string } {
  const database = databaseFailureOf(error);
  if (!database) return pino.stdSerializers.err(error);
  const { query, failure } = database;
  const frames = error.stack?.split('\n').filter((line) => line.trimStart().startsWith('at ')) ?? [];
  return {
    type: error.constructor?.name ?? 'Error',
    message: 'database query failed',
    code: failure.code,
    statement: query?.replace(/\s+/g, ' ').trim().slice(0, 80),
    table: failure.table,
    constraint: failure.constraint,
    routine: failure.routine,
    stack: frames.join('\n'),
  };
}

/** Structured request logs; bodies are never logged, credentials are redacted, and failed queries keep no values. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken'],
      censor: '[redacted]',
    },
    serializers: {
      err: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
