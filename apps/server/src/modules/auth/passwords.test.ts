import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kindred/core/auth';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD, expireTokensOf, signIn } from '../../../test/factories';
import { linkIn } from '../../../test/smtp-peer';

const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('password reset and change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const resetLink = async (email: string, skip = 0) =>
    linkIn(await t.smtp!.waitForMail(email, { skip }), 'http://kindred.test/reset-password?token=');
  const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

  it('POST /api/auth/reset-password answers the same 200 for known and unknown addresses, mailing only the known', async () => {
    await createUser(t, { email: 'forgetful@example.com' });
    const known = await post('/api/auth/reset-password', { email: 'forgetful@example.com' });
    const unknown = await post('/api/auth/reset-password', { email: 'stranger@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_MESSAGES.resetSent });
    expect(unknown.json()).toEqual(known.json());
    const mail = await t.smtp!.waitForMail('forgetful@example.com');
    expect(mail.decoded).toMatch(/Subject: Reset your Kindred password/);
    expect(t.smtp!.received.some((m) => m.to.includes('stranger@example.com'))).toBe(false);
  });

  it('POST /api/auth/complete-reset sets the password, signs out every session, and the link works once', async () => {
    const user = await createUser(t, { email: 'resetting@example.com' });
    const session = await signIn(t, user);
    await post('/api/auth/reset-password', { email: 'resetting@example.com' });
    const token = tokenOf(await resetLink('resetting@example.com'));

    const done = await post('/api/auth/complete-reset', { token, password: NEW_PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_MESSAGES.resetDone });

    expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: session.headers })).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
    expect((await login('resetting@example.com', DEFAULT_PASSWORD)).statusCode).toBe(401);
    expect((await login('resetting@example.com', NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await post('/api/auth/complete-reset', { token, password: 'Another-Pass-8' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');
    const notice = await t.smtp!.waitForMail('resetting@example.com', { skip: 1 });
    expect(notice.decoded).toMatch(/Subject: Your Kindred password was changed/);
  });

  it('refuses a reset link after its hour has passed', async () => {
    const user = await createUser(t, { email: 'slow@example.com' });
    await post('/api/auth/reset-password', { email: 'slow@example.com' });
    const token = tokenOf(await resetLink('slow@example.com'));
    await expireTokensOf(t, user.id);
    expect((await post('/api/auth/complete-reset', { token, password: NEW_PASSWORD })).json().code).toBe('INVALID_TOKEN');
    expect((await login('slow@example.com', DEFAULT_PASSWORD)).statusCode).toBe(200);
  });

  it('uses up every other reset link once one of them is used', async () => {
    await createUser(t, { email: 'many-links@example.com' });
    await post('/api/auth/reset-password', { email: 'many-links@example.com' });
    await post('/api/auth/reset-password', { email: 'many-links@example.com' });
    const first = tokenOf(await resetLink('many-links@example.com'));
    const second = tokenOf(await resetLink('many-links@example.com', 1));
    expect((await post('/api/auth/complete-reset', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/complete-reset', { token: first, password: 'Other-Pass-9' })).json().code).toBe('INVALID_TOKEN');
  });

  it('checks the new password against the rules', async () => {
    const response = await post('/api/auth/complete-reset', { token: 'x'.repeat(43), password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Password must be at least 8 characters long');
  });

  for (const url of ['/api/auth/change-password', '/api/password/change']) {
    describe(`POST ${url}`, () => {
      it('changes the password and signs out the other sessions, keeping this one', async () => {
        const user = await createUser(t);
        const here = await signIn(t, user);
        const other = await signIn(t, user);
        const response = await post(url, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD }, here.headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: AUTH_MESSAGES.passwordChanged });
        expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: here.headers })).statusCode).toBe(200);
        expect((await t.app.inject({ method: 'GET', url: '/api/users/me', headers: other.headers })).statusCode).toBe(401);
        expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
      });

      it('answers a wrong current password with 400 on that field, not 401, and changes nothing', async () => {
        const user = await createUser(t);
        const here = await signIn(t, user);
        const response = await post(url, { currentPassword: 'Not-My-Pass-1', newPassword: NEW_PASSWORD }, here.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          error: 'Current password is incorrect',
          code: 'VALIDATION_FAILED',
          details: { currentPassword: ['Current password is incorrect'] },
        });
        expect((await login(user.email, DEFAULT_PASSWORD)).statusCode).toBe(200);
      });

      it('answers 401 without a session', async () => {
        expect((await post(url, { currentPassword: DEFAULT_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(401);
      });
    });
  }

  it('POST /api/password/validate reports each rule with the checklist wording', async () => {
    const response = await post('/api/password/validate', { password: 'abcdefgh' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      valid: false,
      message: 'Password must contain at least one uppercase letter',
      rules: [
        { id: 'minLength', label: 'At least 8 characters long', passed: true },
        { id: 'maxLength', label: 'No more than 128 characters long', passed: true },
        { id: 'uppercase', label: 'At least one uppercase letter', passed: false },
        { id: 'lowercase', label: 'At least one lowercase letter', passed: true },
        { id: 'digit', label: 'At least one digit', passed: false },
        { id: 'special', label: 'At least one special character', passed: false },
      ],
    });
    expect((await post('/api/password/validate', { password: NEW_PASSWORD })).json()).toMatchObject({ valid: true, message: null });
  });
});
