import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { APP_VERSION } from '../../paths';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the status, a real database round trip and the version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: 'ok', version: APP_VERSION });
    expect(APP_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const broken = { ...t.testDatabase.database, execute: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ config: t.config, database: broken, services: t.services, webDir: null });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'degraded', db: 'error', version: APP_VERSION });
    expect(response.body).not.toContain('connection refused');
    await app.close();
  });
});
