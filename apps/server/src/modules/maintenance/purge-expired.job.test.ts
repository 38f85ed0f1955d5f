import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, signIn } from '../../../test/factories';
import { purgeExpiredJob } from './purge-expired.job';

describe('purge-expired job', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const count = async (table: string) => ((await t.testDatabase.database.execute(`select count(*)::int as n from ${table}`)).rows[0] as { n: number }).n;

  it('is scheduled hourly', async () => {
    const { rows } = await t.testDatabase.database.execute('select name, cron from pgboss.schedule');
    expect(rows).toContainEqual({ name: 'purge-expired', cron: '17 * * * *' });
  });

  it('removes long-expired tokens and stale rate-limit windows, and keeps live sessions', async () => {
    const user = await createUser(t);
    const live = await signIn(t, user);
    await signIn(t, user);
    const db = t.testDatabase.database;
    await db.execute("update refresh_tokens set expires_at = now() - interval '8 days' where family_id <> $1", [live.sessionId]);
    await db.execute("insert into rate_limits (key, window_start, count) values ('old', now() - interval '2 days', 3), ('fresh', now(), 1)");
    await db.execute("insert into oidc_logins (state, code_verifier, nonce, expires_at) values ('gone', 'v', 'n', now() - interval '1 minute')");

    await t.queue.send(purgeExpiredJob, {});
    const deadline = Date.now() + 10_000;
    while ((await count('rate_limits')) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));

    expect((await db.execute('select key from rate_limits')).rows).toEqual([{ key: 'fresh' }]);
    expect(await count('oidc_logins')).toBe(0);
    expect((await db.execute('select family_id from refresh_tokens')).rows).toEqual([{ family_id: live.sessionId }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: live.headers })).statusCode).toBe(200);
  });
});
