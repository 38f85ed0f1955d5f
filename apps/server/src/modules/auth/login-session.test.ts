import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@kindred/core/auth';
import { createAccessTokens } from '../../auth/access-tokens';
import { resolveSigningSecret } from '../../auth/signing-secret';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createUser, DEFAULT_PASSWORD } from '../../../test/factories';

describe('sign-in and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
  const me = (accessToken: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${accessToken}` } });
  const login = async (email: string, password = DEFAULT_PASSWORD) => (await post('/api/auth/login', { email, password })).json();

  it('POST /api/auth/login answers tokens and the user; the access token is a 15-minute HS256 JWT with sub and exp', async () => {
    const user = await createUser(t, { email: 'lin@example.com' });
    const response = await post('/api/auth/login', { email: ' LIN@example.com', password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: 'lin@example.com', subscriptionPlan: 'KINDRED_FREE', daysRemainingInTrial: 5 });
    const [header] = body.access_token.split('.');
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(String(user.id));
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect((await me(body.access_token)).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    await createUser(t, { email: 'known@example.com' });
    const wrong = await post('/api/auth/login', { email: 'known@example.com', password: 'Wrong-Password-1' });
    const unknown = await post('/api/auth/login', { email: 'unknown@example.com', password: 'Wrong-Password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid email or password.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a password login to an account made through an identity provider', async () => {
    await createUser(t, { email: 'sso@example.com', password: null });
    expect((await post('/api/auth/login', { email: 'sso@example.com', password: DEFAULT_PASSWORD })).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers an unverified user with 403 EMAIL_NOT_VERIFIED carrying the e-mail, and no tokens', async () => {
    await createUser(t, { email: 'unverified@example.com', verified: false });
    const response = await post('/api/auth/login', { email: 'unverified@example.com', password: DEFAULT_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Please verify your e-mail address to continue.',
      code: 'EMAIL_NOT_VERIFIED',
      details: { email: 'unverified@example.com' },
    });
  });

  it('POST /api/auth/refresh rotates: the new pair works and the old refresh token is spent', async () => {
    await createUser(t, { email: 'rotate@example.com' });
    const first = await login('rotate@example.com');
    const refreshed = await post('/api/auth/refresh', { refreshToken: first.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    const pair = refreshed.json();
    expect(Object.keys(pair).sort()).toEqual(['access_token', 'refresh_token']);
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect((await me(pair.access_token)).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: pair.refresh_token })).statusCode).toBe(200);
  });

  it('revokes the whole session when an already rotated refresh token comes back', async () => {
    await createUser(t, { email: 'stolen@example.com' });
    const first = await login('stolen@example.com');
    const pair = (await post('/api/auth/refresh', { refreshToken: first.refresh_token })).json();

    const replay = await post('/api/auth/refresh', { refreshToken: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' });
    expect((await post('/api/auth/refresh', { refreshToken: pair.refresh_token })).statusCode).toBe(401);
    expect((await me(pair.access_token)).statusCode).toBe(401);
    expect((await me(first.access_token)).statusCode).toBe(401);
  });

  it('keeps other sessions signed in when one session is revoked', async () => {
    await createUser(t, { email: 'two-devices@example.com' });
    const phone = await login('two-devices@example.com');
    const laptop = await login('two-devices@example.com');
    await post('/api/auth/refresh', { refreshToken: phone.refresh_token });
    await post('/api/auth/refresh', { refreshToken: phone.refresh_token });
    expect((await me(laptop.access_token)).statusCode).toBe(200);
  });

  it('POST /api/auth/logout ends that session at once, access token included, and leaves others', async () => {
    await createUser(t, { email: 'leaving@example.com' });
    const here = await login('leaving@example.com');
    const elsewhere = await login('leaving@example.com');
    const response = await post('/api/auth/logout', undefined, { authorization: `Bearer ${here.access_token}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(here.access_token)).statusCode).toBe(401);
    expect((await post('/api/auth/refresh', { refreshToken: here.refresh_token })).statusCode).toBe(401);
    expect((await me(elsewhere.access_token)).statusCode).toBe(200);
  });

  it('POST /api/auth/logout-all ends every session of the account', async () => {
    await createUser(t, { email: 'everywhere@example.com' });
    const a = await login('everywhere@example.com');
    const b = await login('everywhere@example.com');
    expect((await post('/api/auth/logout-all', undefined, { authorization: `Bearer ${a.access_token}` })).statusCode).toBe(204);
    expect((await me(a.access_token)).statusCode).toBe(401);
    expect((await me(b.access_token)).statusCode).toBe(401);
  });

  describe('tampered and wrong tokens', () => {
    let valid: { access_token: string; refresh_token: string; user: { id: number } };
    beforeAll(async () => {
      await createUser(t, { email: 'target@example.com' });
      valid = await login('target@example.com');
    });

    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

    it('rejects alg: none', async () => {
      const payload = decodeJwt(valid.access_token);
      const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
      expect((await me(unsigned)).statusCode).toBe(401);
    });

    it('rejects a token signed with another key', async () => {
      const forged = await new SignJWT({ sid: decodeJwt(valid.access_token).sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(valid.user.id))
        .setAudience('kindred-api')
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode('an-attacker-guessed-secret-of-32-chars!!'));
      expect((await me(forged)).statusCode).toBe(401);
    });

    it('rejects a token whose payload was edited to another user', async () => {
      const [header, payload, signature] = valid.access_token.split('.');
      const edited = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' };
      expect((await me(`${header}.${b64(edited)}.${signature}`)).statusCode).toBe(401);
    });

    it('rejects an expired token', async () => {
      const secret = await resolveSigningSecret(t.config.jwtSecret, t.testDatabase.database.db);
      const expired = await createAccessTokens(secret, -10).sign({ userId: valid.user.id, sessionId: String(decodeJwt(valid.access_token).sid) });
      expect((await me(expired)).statusCode).toBe(401);
    });

    it('rejects a refresh token used as an access token, and a missing or malformed header', async () => {
      expect((await me(valid.refresh_token)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/users/me' })).statusCode).toBe(401);
      const basic = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.statusCode).toBe(401);
      expect(basic.json()).toEqual({ error: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
    });
  });
});
