import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { buildTestApp, type TestApp } from '../test/build-test-app';

describe('request logs', () => {
  const lines: Record<string, unknown>[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const logger = pino({ ...(loggerOptions({ logLevel: 'info' }) as pino.LoggerOptions) }, sink);
    t = await buildTestApp({ logger });
  });
  afterAll(() => t.close());

  it('logs each request and its completion as structured lines sharing a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const id = response.headers['x-request-id'];
    const mine = lines.filter((line) => line.reqId === id);
    expect(mine.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(mine[0]).toMatchObject({ req: { method: 'GET', url: '/api/health' } });
    expect(mine[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it('never logs credentials, query values or bodies', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/health?token=tok-secret-123&q=my+sister+Anna',
      headers: { authorization: 'Bearer eyJ.secret.jwt', cookie: 'sid=cookie-secret', 'content-type': 'application/json' },
      payload: JSON.stringify({ password: 'Hunter2!pass', rawText: 'a private memory' }),
    });
    const text = JSON.stringify(lines);
    for (const secret of ['tok-secret-123', 'Anna', 'eyJ.secret.jwt', 'cookie-secret', 'Hunter2!pass', 'a private memory']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/health?token=[redacted]&q=[redacted]');
  });

  it("never logs a calendar feed's token, which sits in its path", async () => {
    await t.app.inject({ method: 'GET', url: '/api/calendar/feed/feed-secret-token-0123456789.ics' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('feed-secret-token');
    expect(text).toContain('/api/calendar/feed/[redacted].ics');
  });
});
