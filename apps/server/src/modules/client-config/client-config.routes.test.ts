import { afterEach, describe, expect, it } from 'vitest';
import { clientConfigSchema } from '@kindred/core/client-config';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

describe('GET /api/config', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('answers the public settings with nulls when nothing is configured', async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(clientConfigSchema.parse(response.json())).toMatchObject({
      productName: 'Kindred',
      newsletterUrl: null,
      supportEmail: null,
      oidcEnabled: false,
      registration: 'open',
      analytics: null,
    });
  });

  it('reports the newsletter, support address and OIDC sign-in, and never a secret', async () => {
    t = await buildTestApp({
      env: {
        NEWSLETTER_URL: 'https://news.example/kindred',
        SUPPORT_EMAIL: 'help@kindred.example',
        OIDC_ISSUER: 'https://id.example',
        OIDC_CLIENT_ID: 'kindred',
        OIDC_CLIENT_SECRET: 'very-secret-value',
        AI_API_KEY: 'sk-also-secret',
        REGISTRATION: 'invite',
        ANALYTICS_PROVIDER: 'ga4',
        ANALYTICS_ID: 'G-TEST123',
      },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(response.json()).toMatchObject({
      newsletterUrl: 'https://news.example/kindred',
      supportEmail: 'help@kindred.example',
      oidcEnabled: true,
      registration: 'invite',
      analytics: { provider: 'ga4', id: 'G-TEST123' },
    });
    expect(response.body).not.toMatch(/secret/);
  });
});
