import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('sends a Content-Security-Policy that forbids inline and foreign scripts and framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('sends Strict-Transport-Security only when the public URL is https', async () => {
    // The test app's public URL is plain http.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ env: { PUBLIC_URL: 'https://kindred.example' }, workers: 0 });
    try {
      expect((await secure.app.inject({ method: 'GET', url: '/api/health' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('never sends x-powered-by', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every response a request id, keeping a well-formed one from a load balancer', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\nforged log line' } });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows Stripe.js, its card frames and its API only when a publishable key turns the card form on', async () => {
    const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
    const withCardForm = await buildTestApp({ env: { ...stripeEnv, STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }, workers: 0 });
    const checkoutOnly = await buildTestApp({ env: stripeEnv, workers: 0 });
    try {
      const csp = (await withCardForm.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;");
      expect(csp).toContain("frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;");
      expect(csp).toContain("connect-src 'self' https://api.stripe.com;");
      expect((await checkoutOnly.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']).not.toMatch(/stripe/);
    } finally {
      await withCardForm.close();
      await checkoutOnly.close();
    }
  });

  it('allows the configured analytics provider, and only it, when ANALYTICS_PROVIDER is set', async () => {
    const withAnalytics = await buildTestApp({ env: { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'kindred.example' }, workers: 0 });
    try {
      const csp = (await withAnalytics.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy'] as string;
      expect(csp).toContain("script-src 'self' https://plausible.io;");
      expect(csp).toContain("connect-src 'self' https://plausible.io;");
      expect(csp).not.toMatch(/google/);
    } finally {
      await withAnalytics.close();
    }
  });
});
