import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, reloadUser, signIn } from '../../../test/factories';
import { linkIn } from '../../../test/smtp-peer';

const GOOD_PASSWORD = 'Sunny-Days-42';

const post = (t: TestApp, url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

describe('REGISTRATION=closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REGISTRATION: 'closed' }, workers: 0 });
  });
  afterAll(() => t.close());

  it('answers sign-up with 403 "Sign-ups are closed on this server" and creates nothing', async () => {
    const response = await post(t, '/api/auth/signup', { email: 'newcomer@example.com', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Sign-ups are closed on this server', code: 'REGISTRATION_CLOSED' });
    expect(await t.services.operator.listUsers()).toEqual([]);
  });

  it('still lets existing accounts sign in, and tells the browser through /api/config', async () => {
    const user = await createUser(t);
    expect((await post(t, '/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ registration: 'closed' });
  });

  it('refuses to send invitations, which could not be used', async () => {
    await expect(t.services.operator.invite('friend@example.com')).rejects.toThrow(/REGISTRATION is closed/);
  });
});

describe('REGISTRATION=invite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { REGISTRATION: 'invite' }, smtp: true });
  });
  afterAll(() => t.close());

  async function invite(email: string) {
    await t.services.operator.invite(email);
    const link = linkIn(await t.smtp!.waitForMail(email), 'http://kindred.test/signup?invite=');
    return new URL(link).searchParams.get('invite')!;
  }

  it('refuses sign-up without an invitation', async () => {
    const response = await post(t, '/api/auth/signup', { email: 'stranger@example.com', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('INVITE_REQUIRED');
    const forged = await post(t, '/api/auth/signup', { email: 'stranger@example.com', password: GOOD_PASSWORD, inviteToken: 'a'.repeat(43) });
    expect(forged.statusCode).toBe(403);
    expect(await t.services.operator.listUsers()).toEqual([]);
  });

  it('mails a one-time link to /signup that fixes the address, and it works exactly once', async () => {
    const token = await invite('ada@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const checked = await post(t, '/api/auth/invite/check', { token });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ email: 'ada@example.com' });

    // Someone else's address with Ada's link: refused, and the link still works for Ada.
    const other = await post(t, '/api/auth/signup', { email: 'mallory@example.com', password: GOOD_PASSWORD, inviteToken: token });
    expect(other.statusCode).toBe(403);

    const signup = await post(t, '/api/auth/signup', { email: 'Ada@Example.com', password: GOOD_PASSWORD, inviteToken: token });
    expect(signup.statusCode).toBe(201);
    expect(signup.json().email).toBe('ada@example.com');
    await t.smtp!.waitForMail('ada@example.com', { skip: 1 });

    const again = await post(t, '/api/auth/signup', { email: 'ada@example.com', password: GOOD_PASSWORD, inviteToken: token });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('INVITE_REQUIRED');
    expect((await post(t, '/api/auth/invite/check', { token })).statusCode).toBe(403);
  });

  it('does not invite an address that already has an account', async () => {
    const existing = await createUser(t, { email: 'taken@example.com' });
    await expect(t.services.operator.invite('taken@example.com')).rejects.toThrow('taken@example.com already has an account');
    expect(await reloadUser(t, existing.id)).toMatchObject({ email: 'taken@example.com' });
  });

  it('an expired invitation no longer works', async () => {
    const token = await invite('late@example.com');
    await t.testDatabase.database.execute(`update invites set expires_at = now() - interval '1 second' where email = 'late@example.com'`);
    expect((await post(t, '/api/auth/signup', { email: 'late@example.com', password: GOOD_PASSWORD, inviteToken: token })).statusCode).toBe(403);
  });
});

describe('a disabled account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ workers: 0 });
  });
  afterAll(() => t.close());

  it('loses every session at once and cannot sign in, until enabled again', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user);
    const second = await signIn(t, user);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: first.headers })).statusCode).toBe(200);

    await t.services.operator.disable(user.email);

    for (const session of [first, second]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode).toBe(401);
      expect((await post(t, '/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    }
    const login = await post(t, '/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ error: "This account has been disabled. Contact this server's operator.", code: 'ACCOUNT_DISABLED' });
    // A wrong password learns nothing about the account.
    expect((await post(t, '/api/auth/login', { email: user.email, password: 'Wrong-Password-1' })).statusCode).toBe(401);

    await t.services.operator.enable(user.email);
    expect((await post(t, '/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD })).statusCode).toBe(200);
  });
});
