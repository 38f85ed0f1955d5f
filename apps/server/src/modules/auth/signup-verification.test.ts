import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@kindred/core/auth';
import { PASSWORD_RULES } from '@kindred/core/validation';
import { userSchema } from '@kindred/core/user';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, expireTokensOf, reloadUser } from '../../../test/factories';
import { linkIn } from '../../../test/smtp-peer';

const GOOD_PASSWORD = 'Sunny-Days-42';

describe('sign-up and e-mail verification', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: true });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const tokenFrom = (link: string) => new URL(link).searchParams.get('token')!;

  it('POST /api/auth/signup answers 201, stores a trimmed lower-cased e-mail, and mails a verification link', async () => {
    const response = await post('/api/auth/signup', { email: '  Ada.Lovelace@Example.COM ', password: GOOD_PASSWORD });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'ada.lovelace@example.com', message: AUTH_MESSAGES.signupSent });
    const mail = await t.smtp!.waitForMail('ada.lovelace@example.com');
    expect(mail.decoded).toMatch(/Subject: Verify your e-mail for Kindred/);
    expect(linkIn(mail, 'http://kindred.test/verify-email?token=')).toMatch(/token=[A-Za-z0-9_-]{43}$/);
  });

  it('verifies with the link, then signs in once with the one-time login token', async () => {
    await post('/api/auth/signup', { email: 'grace@example.com', password: GOOD_PASSWORD });
    const token = tokenFrom(linkIn(await t.smtp!.waitForMail('grace@example.com'), 'http://kindred.test/verify-email?token='));

    const verified = await post('/api/auth/verification/verify', { token });
    expect(verified.statusCode).toBe(200);
    const { email, verified: isVerified, loginToken } = verified.json();
    expect({ email, isVerified }).toEqual({ email: 'grace@example.com', isVerified: true });

    const session = await post('/api/auth/login-after-verification', { loginToken });
    expect(session.statusCode).toBe(200);
    const body = session.json();
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(userSchema.parse(body.user)).toMatchObject({ email: 'grace@example.com', emailVerified: true, isFirstTimeLogin: true });
    expect(body.user.subscriptionPlan).toBeUndefined();

    const again = await post('/api/auth/login-after-verification', { loginToken });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a verification link used twice', async () => {
    await post('/api/auth/signup', { email: 'twice@example.com', password: GOOD_PASSWORD });
    const token = tokenFrom(linkIn(await t.smtp!.waitForMail('twice@example.com'), 'http://kindred.test/verify-email?token='));
    expect((await post('/api/auth/verification/verify', { token })).statusCode).toBe(200);
    const second = await post('/api/auth/verification/verify', { token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ error: 'This link has expired or has already been used. Please request a new one.', code: 'INVALID_TOKEN' });
  });

  it('refuses an expired verification link and leaves the account unverified', async () => {
    const signup = await post('/api/auth/signup', { email: 'late@example.com', password: GOOD_PASSWORD });
    expect(signup.statusCode).toBe(201);
    const token = tokenFrom(linkIn(await t.smtp!.waitForMail('late@example.com'), 'http://kindred.test/verify-email?token='));
    const user = await t.testDatabase.database.execute('select id from users where email = $1', ['late@example.com']);
    const id = (user.rows[0] as { id: number }).id;
    await expireTokensOf(t, id);
    expect((await post('/api/auth/verification/verify', { token })).json().code).toBe('INVALID_TOKEN');
    expect((await reloadUser(t, id))?.emailVerifiedAt).toBeNull();
  });

  it('refuses a made-up token', async () => {
    const response = await post('/api/auth/verification/verify', { token: 'x'.repeat(43) });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_TOKEN');
  });

  it('answers a sign-up with a registered address exactly as for a new one, and mails only the owner a reset link', async () => {
    const owner = await createUser(t, { email: 'taken@example.com' });
    const before = await reloadUser(t, owner.id);
    const taken = await post('/api/auth/signup', { email: 'TAKEN@example.com', password: GOOD_PASSWORD });
    const fresh = await post('/api/auth/signup', { email: 'never-seen@example.com', password: GOOD_PASSWORD });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.json()).toEqual({ ...fresh.json(), email: 'taken@example.com' });

    const mail = await t.smtp!.waitForMail('taken@example.com');
    expect(mail.decoded).toMatch(/Subject: Someone tried to sign up to Kindred with your address/);
    const resetToken = tokenFrom(linkIn(mail, 'http://kindred.test/reset-password?token='));
    expect((await post('/api/auth/complete-reset', { token: resetToken, password: 'Brand-New-Pass-7' })).statusCode).toBe(200);
    // The sign-up changed nothing about the account (the reset above is the owner's own doing).
    expect((await reloadUser(t, owner.id))?.createdAt).toEqual(before?.createdAt);
  });

  it('mails the owner about sign-up attempts a few times an hour at most', async () => {
    await createUser(t, { email: 'popular@example.com' });
    for (let i = 0; i < 5; i++) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: `10.9.0.${i}`, payload: { email: 'popular@example.com', password: GOOD_PASSWORD } });
      expect(response.statusCode).toBe(201);
    }
    await t.smtp!.waitForMail('popular@example.com', { skip: 2 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(t.smtp!.received.filter((mail) => mail.to.includes('popular@example.com'))).toHaveLength(3);
  });

  const weakPasswords: Record<string, string> = {
    minLength: 'Ab1!',
    maxLength: `Aa1!${'x'.repeat(125)}`,
    uppercase: 'lowercase-only-1',
    lowercase: 'UPPERCASE-ONLY-1',
    digit: 'No-Digits-Here',
    special: 'NoSpecial123',
  };
  for (const rule of PASSWORD_RULES) {
    it(`rejects a password that breaks "${rule.id}" with "${rule.message}"`, async () => {
      const response = await post('/api/auth/signup', { email: `rule-${rule.id}@example.com`, password: weakPasswords[rule.id] });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: rule.message, code: 'VALIDATION_FAILED', details: { password: [rule.message] } });
    });
  }

  it('rejects an invalid e-mail and a missing password with field messages', async () => {
    const response = await post('/api/auth/signup', { email: 'not an email' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details).sort()).toEqual(['email', 'password']);
  });

  it('POST /api/auth/verification/resend answers the same for unknown, unverified and verified addresses, and mails only the unverified', async () => {
    await createUser(t, { email: 'pending@example.com', verified: false });
    await createUser(t, { email: 'done@example.com' });
    const answers = await Promise.all(
      ['nobody@example.com', 'pending@example.com', 'done@example.com'].map((email) => post('/api/auth/verification/resend', { email })),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: AUTH_MESSAGES.resendSent });
    }
    await t.smtp!.waitForMail('pending@example.com');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(t.smtp!.received.some((mail) => mail.to.includes('done@example.com') || mail.to.includes('nobody@example.com'))).toBe(false);
  });
});
