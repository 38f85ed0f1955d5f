import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../db/database';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser, eventually } from '../../../test/people';

// A serving process reuses the user it read for a session for a few seconds (auth/signed-in-users.ts).
// A change made anywhere else, here by another connection as another process or the operator's
// CLI would make it, must still be honoured at once: the database's notice makes the process read again.
describe('sessions and users changed by another process', () => {
  let t: TestApp;
  let elsewhere: Database;
  beforeAll(async () => {
    t = await buildTestApp();
    elsewhere = t.testDatabase.url ? await t.testDatabase.reopen() : t.testDatabase.database;
    // The process starts hearing notices on its first authenticated request; until it does, it keeps nothing.
    await (await asUser(t)).call('GET', '/api/users/me');
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  afterAll(async () => {
    if (elsewhere !== t.testDatabase.database) await elsewhere.close();
    await t.close();
  });
  // Well under the ten seconds a user read is kept without a notice, so only a notice passes these.
  const soon = <T>(read: () => Promise<T>, check: (value: T) => boolean) => eventually(read, check, 2_000);

  it('refuses a session ended elsewhere, and keeps the user\'s other sessions', async () => {
    const api = await asUser(t);
    const other = await asUser(t);
    const me = () => api.call('GET', '/api/users/me');
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    await elsewhere.execute('update refresh_tokens set revoked_at = now() where user_id = $1', [api.user.id]);
    expect((await soon(me, (r) => r.statusCode === 401)).statusCode).toBe(401);
    expect((await other.call('GET', '/api/users/me')).statusCode).toBe(200);
  });

  it('refuses a user disabled elsewhere, and sees a plan changed elsewhere on the next request', async () => {
    const api = await asUser(t);
    const kindreds = () => api.call('GET', '/api/kindreds/summary');
    expect((await kindreds()).statusCode).toBe(200);
    await elsewhere.execute('update users set subscription_plan = null where id = $1', [api.user.id]);
    const noPlan = await soon(kindreds, (r) => r.statusCode !== 200);
    expect({ status: noPlan.statusCode, code: noPlan.json().code }).toEqual({ status: 402, code: 'NO_PLAN' });
    await elsewhere.execute('update users set disabled_at = now() where id = $1', [api.user.id]);
    expect((await soon(kindreds, (r) => r.statusCode === 401)).statusCode).toBe(401);
  });

  it.runIf(inject('testDatabase').kind === 'postgres')('trusts nothing it kept once its listening connection drops, and hears notices again after', async () => {
    const api = await asUser(t);
    const me = () => api.call('GET', '/api/users/me');
    expect((await me()).statusCode).toBe(200);
    await elsewhere.execute("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'kindred' and pid <> pg_backend_pid()");
    await new Promise((resolve) => setTimeout(resolve, 100));
    await elsewhere.execute('update refresh_tokens set revoked_at = now() where user_id = $1', [api.user.id]);
    expect((await me()).statusCode).toBe(401);

    const again = await asUser(t);
    const meAgain = () => again.call('GET', '/api/users/me');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await meAgain()).statusCode).toBe(200);
    await elsewhere.execute('update refresh_tokens set revoked_at = now() where user_id = $1', [again.user.id]);
    expect((await soon(meAgain, (r) => r.statusCode === 401)).statusCode).toBe(401);
  });

  it('refuses a session at once when this process ends it', async () => {
    const api = await asUser(t);
    expect((await api.call('GET', '/api/users/me')).statusCode).toBe(200);
    expect((await api.call('POST', '/api/auth/logout-all')).statusCode).toBeLessThan(300);
    expect((await api.call('GET', '/api/users/me')).statusCode).toBe(401);
  });
});
