import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTestResultSchema } from '@kindred/core/ai';
import { AI_TEST_PROMPT_MAX_LENGTH } from '@kindred/core/constants';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { asUser } from '../../../test/people';
import { AI_TEST_RATE_LIMIT } from './gemini.routes';

describe('/api/gemini on the builtin engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('tells anyone which engine answers, never a key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/gemini' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ engine: 'builtin', provider: 'builtin', model: null });
  });

  it('answers a signed-in test prompt with the text and the time it took', async () => {
    const api = await asUser(t);
    const response = await api.call('POST', '/api/gemini', { prompt: 'Say hello to Kindred' });
    expect(response.statusCode).toBe(200);
    const result = aiTestResultSchema.parse(response.json());
    expect(result).toMatchObject({ engine: 'builtin', provider: 'builtin', model: null });
    expect(result.text.length).toBeGreaterThan(0);
  });

  it('refuses anonymous callers, and empty or over-long prompts with a message', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/gemini', payload: { prompt: 'hi' } })).statusCode).toBe(401);
    const api = await asUser(t);
    const empty = await api.call('POST', '/api/gemini', { prompt: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.prompt).toEqual(['Prompt is required']);
    const long = await api.call('POST', '/api/gemini', { prompt: 'x'.repeat(AI_TEST_PROMPT_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details.prompt).toEqual([`Prompt must be at most ${AI_TEST_PROMPT_MAX_LENGTH} characters`]);
  });

  it(`allows ${AI_TEST_RATE_LIMIT.limit} prompts a minute per user, then 429 with Retry-After`, async () => {
    const api = await asUser(t);
    for (let i = 0; i < AI_TEST_RATE_LIMIT.limit; i++) {
      expect((await api.call('POST', '/api/gemini', { prompt: `try ${i}` })).statusCode).toBe(200);
    }
    const limited = await api.call('POST', '/api/gemini', { prompt: 'one more' });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another user has a budget of their own.
    expect((await (await asUser(t)).call('POST', '/api/gemini', { prompt: 'hi' })).statusCode).toBe(200);
  });
});
