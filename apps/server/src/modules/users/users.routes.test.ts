import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema, trialStatusSchema, userSchema } from '@kindred/core/user';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, reloadUser, signIn } from '../../../test/factories';

describe('/api/users/me', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  it('GET answers the User of spec §3 and nothing more', async () => {
    const user = await createUser(t, { trialStartedDaysAgo: 2 });
    const { headers } = await signIn(t, user);
    const response = await call('GET', '/api/users/me', headers);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(userSchema.strict().parse(body)).toMatchObject({
      id: user.id,
      email: user.email,
      emailVerified: true,
      isFirstTimeLogin: true,
      hasPassword: true,
      subscriptionPlan: 'KINDRED_FREE',
      subscriptionStatus: 'active',
      trialExpired: false,
      daysRemainingInTrial: 3,
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|passwordHash|\$argon2/);
  });

  it('leaves out subscriptionPlan for a user who has not chosen one', async () => {
    const user = await createUser(t, { plan: null });
    const body = (await call('GET', '/api/users/me', (await signIn(t, user)).headers)).json();
    expect(body).not.toHaveProperty('subscriptionPlan');
    expect(body).not.toHaveProperty('subscriptionStatus');
  });

  it('reports an expired free trial as trialExpired with status expired and 0 days', async () => {
    const user = await createUser(t, { trialStartedDaysAgo: 6 });
    const body = (await call('GET', '/api/users/me', (await signIn(t, user)).headers)).json();
    expect(body).toMatchObject({ trialExpired: true, subscriptionStatus: 'expired', daysRemainingInTrial: 0 });
  });

  it('PATCH clears isFirstTimeLogin for good', async () => {
    const user = await createUser(t);
    const { headers } = await signIn(t, user);
    const response = await call('PATCH', '/api/users/me', headers, { isFirstTimeLogin: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().isFirstTimeLogin).toBe(false);
    expect((await reloadUser(t, user.id))?.isFirstTimeLogin).toBe(false);
    expect((await call('PATCH', '/api/users/me', headers, { isFirstTimeLogin: true })).statusCode).toBe(400);
  });

  it('POST /subscription starts the 5-day trial once per account', async () => {
    const user = await createUser(t, { plan: null });
    const { headers } = await signIn(t, user);
    const started = await call('POST', '/api/users/me/subscription', headers, { plan: 'KINDRED_FREE' });
    expect(started.statusCode).toBe(200);
    const subscription = subscriptionSchema.parse(started.json());
    expect(subscription).toMatchObject({ plan: 'KINDRED_FREE', status: 'active', daysRemainingInTrial: 5, trialExpired: false });
    expect(new Date(subscription.trialEndsAt!).getTime() - new Date(subscription.trialStartDate!).getTime()).toBe(5 * 86_400_000);

    const again = await call('POST', '/api/users/me/subscription', headers, { plan: 'KINDRED_FREE' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRIAL_ALREADY_USED');
    expect((await call('GET', '/api/users/me/subscription', headers)).json()).toEqual(subscription);
  });

  it('POST /subscription refuses Plus (payment comes first) and a Plus user starting a trial', async () => {
    const user = await createUser(t, { plan: null });
    const { headers } = await signIn(t, user);
    expect((await call('POST', '/api/users/me/subscription', headers, { plan: 'KINDRED_PLUS' })).statusCode).toBe(400);
    const plus = await createUser(t, { plan: 'KINDRED_PLUS' });
    const response = await call('POST', '/api/users/me/subscription', (await signIn(t, plus)).headers, { plan: 'KINDRED_FREE' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe('You already have Kindred Plus.');
  });

  it('GET /trial-status tells a running trial from an ended one', async () => {
    const running = await createUser(t, { trialStartedDaysAgo: 1 });
    const ended = await createUser(t, { trialStartedDaysAgo: 5 });
    const runningStatus = trialStatusSchema.parse((await call('GET', '/api/users/me/trial-status', (await signIn(t, running)).headers)).json());
    const endedStatus = trialStatusSchema.parse((await call('GET', '/api/users/me/trial-status', (await signIn(t, ended)).headers)).json());
    expect(runningStatus).toMatchObject({ trialExpired: false, isInFreeTrial: true, daysRemainingInTrial: 4 });
    expect(endedStatus).toMatchObject({ trialExpired: true, isInFreeTrial: false, daysRemainingInTrial: 0 });
  });

  it('DELETE refuses a wrong password and keeps everything', async () => {
    const user = await createUser(t);
    const { headers } = await signIn(t, user);
    const response = await call('DELETE', '/api/users/me', headers, { password: 'Not-It-123!' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual({ password: ['Password is incorrect'] });
    expect(await reloadUser(t, user.id)).not.toBeNull();
  });

  it('DELETE with the password removes the account, its sessions and its files', async () => {
    const user = await createUser(t);
    const { headers, refreshToken } = await signIn(t, user);
    const files = join(t.config.dataDir, 'uploads', String(user.id));
    await mkdir(files, { recursive: true });
    await writeFile(join(files, 'photo.webp'), 'x');

    const response = await call('DELETE', '/api/users/me', headers, { password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect(await reloadUser(t, user.id)).toBeNull();
    expect(existsSync(files)).toBe(false);
    const { rows } = await t.testDatabase.database.execute('select count(*)::int as n from refresh_tokens where user_id = $1', [user.id]);
    expect(rows).toEqual([{ n: 0 }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: DEFAULT_PASSWORD } })).statusCode).toBe(401);
  });

  it('DELETE of an account without a password asks for the e-mail typed out', async () => {
    const user = await createUser(t, { password: null });
    const { headers } = await signIn(t, user);
    const wrong = await call('DELETE', '/api/users/me', headers, { confirmEmail: 'someone-else@example.com' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details).toEqual({ confirmEmail: ['Type your e-mail address to confirm'] });
    expect((await call('DELETE', '/api/users/me', headers, { confirmEmail: ` ${user.email.toUpperCase()} ` })).statusCode).toBe(204);
  });

  it('answers 401 to every route without a session', async () => {
    for (const [method, url] of [['GET', '/api/users/me'], ['GET', '/api/users/me/subscription'], ['GET', '/api/users/me/trial-status'], ['DELETE', '/api/users/me']] as const) {
      expect((await t.app.inject({ method, url })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
