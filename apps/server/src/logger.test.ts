import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from './logger';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { asUser } from '../test/people';

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

  it('logs a failed query by its statement and SQLSTATE code, never by the values it carried', async () => {
    const api = await asUser(t, { email: 'private.person@example.com' });
    const kindred = await api.addKindred();
    const { database } = t.testDatabase;
    await database.execute(`create function refuse_writes() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`);
    await database.execute('create trigger refuse_memories before insert on memories for each row execute function refuse_writes()');
    await database.execute('create trigger refuse_users before insert on users for each row execute function refuse_writes()');
    try {
      const saved = await api.call('POST', `/api/kindreds/${kindred.id}/memories`, { rawText: 'My sister told me about her diagnosis' });
      expect(saved.statusCode).toBe(500);
      const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'New Person', email: 'new.person@example.com', password: 'Correct-Horse-9' } });
      expect(signup.statusCode).toBe(500);
    } finally {
      await database.execute('drop trigger refuse_memories on memories');
      await database.execute('drop trigger refuse_users on users');
    }
    const failures = lines.filter((line) => line.msg === 'request failed');
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({ err: { code: 'P0001', statement: expect.stringMatching(/^insert into "?memories"?/) } });
    const text = JSON.stringify(lines);
    for (const secret of ['diagnosis', 'new.person@example.com', 'private.person@example.com', '$argon2', 'Correct-Horse-9']) {
      expect(text).not.toContain(secret);
    }
  });

  it("never logs a calendar feed's token, which sits in its path", async () => {
    await t.app.inject({ method: 'GET', url: '/api/calendar/feed/feed-secret-token-0123456789.ics' });
    const text = JSON.stringify(lines);
    expect(text).not.toContain('feed-secret-token');
    expect(text).toContain('/api/calendar/feed/[redacted].ics');
  });
});
