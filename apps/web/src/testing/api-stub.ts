import { vi } from 'vitest';
import type { ClientConfig } from '@kindred/core/client-config';

/** One call as the fake server saw it. */
export type ApiCall = { method: string; path: string; url: URL; headers: Headers; body: unknown };
type Handler = (call: ApiCall) => Response | Promise<Response>;

const DEFAULT_CONFIG: ClientConfig = {
  productName: 'Kindred',
  version: '0.1.0',
  newsletterUrl: null,
  supportEmail: null,
  oidcEnabled: false,
  paymentsEnabled: false,
  stripePublishableKey: null,
  registration: 'open',
  analytics: null,
};

function toCall(input: RequestInfo | URL, init: RequestInit = {}): ApiCall {
  const url = new URL(String(input), 'http://localhost');
  const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
  return { method: init.method ?? 'GET', path: url.pathname, url, headers: new Headers(init.headers), body };
}

/**
 * Answers fetch from handlers keyed by "METHOD /api/path" (the query string is not part of the
 * key). GET /api/config answers `config` unless a handler is given; anything else is a JSON 404.
 * Returns the calls received so far, to assert on what the app sent.
 */
export function stubApi(handlers: Record<string, Handler>, config: Partial<ClientConfig> = {}) {
  const all: Record<string, Handler> = {
    'GET /api/config': () => Response.json({ ...DEFAULT_CONFIG, ...config }),
    ...handlers,
  };
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const call = toCall(input, init);
    const handler = all[`${call.method} ${call.path}`];
    return handler ? handler(call) : Response.json({ error: 'Not found.', code: 'NOT_FOUND' }, { status: 404 });
  });
  /** The calls made to "METHOD /api/path", oldest first. */
  return (key: string): ApiCall[] =>
    vi
      .mocked(fetch)
      .mock.calls.map(([input, init]) => toCall(input, init))
      .filter((call) => `${call.method} ${call.path}` === key);
}

/** A promise with its settle functions exposed, to hold a fake response until the test lets it go. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
