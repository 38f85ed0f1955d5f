import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { asUser } from '../../test/people';

describe('input that cannot be stored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 naming the field for NUL, other control characters and lone surrogates, signed in or not', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const cases = [
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a\u0000@example.com', password: 'whatever-1A' }, field: 'email' },
      { method: 'POST', url: '/api/auth/signup', payload: { name: 'Ann', email: 'ann@example.com', password: 'pass\u0000word-1A' }, field: 'password' },
      { method: 'POST', url: '/api/kindreds', payload: { name: 'Sa\u001Brah', relationship: 'Friend' }, field: 'name' },
      { method: 'POST', url: `/api/kindreds/${kindred.id}/memories`, payload: { rawText: 'half of a pair \uD83D here' }, field: 'rawText' },
      { method: 'GET', url: `/api/kindreds/${kindred.id}/memories?cursor=%00`, payload: undefined, field: 'cursor' },
    ] as const;
    for (const { method, url, payload, field } of cases) {
      const response = await (url.startsWith('/api/auth') ? t.app.inject({ method, url, payload }) : api.call(method, url, payload));
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().details, `${method} ${url}`).toHaveProperty(field);
      expect(response.json().error).toMatch(/control character or broken Unicode/);
    }
  });

  it('keeps newlines and tabs in text and stores emoji whole', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const { memory } = await api.addMemory(kindred.id, 'Line one\n\tLine two 🎂');
    expect(memory.rawText).toBe('Line one\n\tLine two 🎂');
  });

  it('answers 400 for a cursor it did not make, however it is crafted', async () => {
    const api = await asUser(t);
    const kindred = await api.addKindred();
    const crafted = ['2026-01-01T00:00:00.000Z|99999999999', '+275760-09-13T00:00:00.000Z|5', '2026-01-01T00:00:00.000Z|5|extra', 'garbage'];
    for (const cursor of crafted) {
      const response = await api.call('GET', `/api/kindreds/${kindred.id}/memories?cursor=${Buffer.from(cursor).toString('base64url')}`);
      expect(response.statusCode, cursor).toBe(400);
    }
  });

  it('answers 401 for a well-signed access token whose claims are not ours', async () => {
    for (const claims of [{ userId: 1, sessionId: 'not-a-uuid' }, { userId: 99_999_999_999, sessionId: '6f1c2a7e-3b4d-4c5e-8f90-123456789abc' }]) {
      const token = await t.services.accessTokens.sign(claims);
      const response = await t.app.inject({ method: 'GET', url: '/api/kindreds/summary', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });
});
