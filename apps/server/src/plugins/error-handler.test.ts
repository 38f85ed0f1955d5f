import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@kindred/core/error-body';
import { AppError } from '../app-error';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

// Routes that exist only in this test, to drive each failure path through the real plugins.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe',
    { schema: { body: z.object({ name: z.string().trim().min(1, 'Name is required'), age: z.number().int().optional() }) } },
    async (request) => ({ hello: request.body.name }),
  );
  app.get('/api/probe/crash', async () => {
    throw new Error('password=hunter2 at db.query (/srv/secret/path.ts:12)');
  });
  app.get('/api/probe/conflict', async () => {
    throw new AppError('CONFLICT', 'That name is taken.');
  });
  app.get('/api/probe/limited', async () => {
    throw new AppError('RATE_LIMITED', undefined, undefined, { retryAfterSeconds: 30 });
  });
  app.get('/api/probe/trial', async () => {
    throw new AppError('TRIAL_EXPIRED', undefined, undefined, { trialExpired: true });
  });
};

describe('error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.register(probeRoutes);
  });
  afterAll(() => t.close());

  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({ method: 'POST', url: '/api/probe', payload, headers: { 'content-type': contentType } });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'No route matches GET /api/does-not-exist', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await post('{"name": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('answers a content type it does not take with 415', async () => {
    const response = await post('name=Ann', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: 'This content type is not supported.', code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1024 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: 'The request is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers schema violations with 400, the first message as the sentence and every field in details', async () => {
    const response = await post(JSON.stringify({ name: '   ', age: 'old' }));
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.error).toBe('Name is required');
    expect(Object.keys(body.details as object).sort()).toEqual(['age', 'name']);
  });

  it('lets valid input through', async () => {
    const response = await post(JSON.stringify({ name: ' Ann ' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ hello: 'Ann' });
  });

  it('answers an unexpected failure with a bare 500 that carries no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: 'Server error. Please try again later.', code: 'INTERNAL' });
    expect(response.body).not.toMatch(/hunter2|secret|stack/);
  });

  it('sends an AppError with its status, code and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/conflict' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'That name is taken.', code: 'CONFLICT' });
  });

  it('adds Retry-After to a 429', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/limited' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('30');
  });

  it('marks a 402 for an expired trial with trialExpired: true', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/trial' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'TRIAL_EXPIRED', trialExpired: true });
  });
});
