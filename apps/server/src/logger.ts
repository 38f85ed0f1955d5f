import { randomUUID } from 'node:crypto';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
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

/** Structured request logs; bodies are never logged and credentials are redacted. */
export function loggerOptions(config: Pick<Config, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token', '*.refreshToken'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactQuery(request.url),
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
  };
}
