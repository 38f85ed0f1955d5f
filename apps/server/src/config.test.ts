import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      dataDir: resolve('./data'),
      databaseUrl: null,
      jwtSecret: null,
      smtpUrl: null,
      ai: { provider: 'builtin', model: null, baseUrl: null, apiKey: null, timeoutMs: 30_000 },
      newsletterUrl: null,
      supportEmail: null,
      oidc: null,
      workers: 2,
      logLevel: 'info',
      registration: 'open',
      analytics: null,
    });
    expect(config.mailFrom).toBe('Kindred <no-reply@127.0.0.1>');
  });

  it('derives PUBLIC_URL from the address the server listens on and strips a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '192.168.1.20', PORT: '8080' }).publicUrl).toBe('http://192.168.1.20:8080');
    expect(loadConfig({ HOST: '0.0.0.0' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ HOST: '::1' }).publicUrl).toBe('http://[::1]:3000');
    expect(loadConfig({ PUBLIC_URL: 'https://kindred.example/' }).publicUrl).toBe('https://kindred.example');
  });

  it('keeps photos in DATA_DIR/uploads unless PHOTO_STORE names an S3 bucket, and says what a bucket needs', () => {
    expect(loadConfig({ DATA_DIR: '/srv/kindred' }).photoStore).toEqual({ kind: 'disk', dir: '/srv/kindred/uploads' });
    expect(loadConfig({ PHOTO_STORE: 's3://kindred-photos', AWS_REGION: 'eu-west-1' }).photoStore).toEqual({
      kind: 's3',
      bucket: 'kindred-photos',
      prefix: '',
      region: 'eu-west-1',
      endpoint: null,
      credentials: null,
    });
    expect(
      loadConfig({ PHOTO_STORE: 's3://photos/kindred', AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: 'http://minio:9000', AWS_ACCESS_KEY_ID: 'id', AWS_SECRET_ACCESS_KEY: 'secret', AWS_SESSION_TOKEN: 'session' }).photoStore,
    ).toEqual({ kind: 's3', bucket: 'photos', prefix: 'kindred/', region: 'us-east-1', endpoint: 'http://minio:9000', credentials: { accessKeyId: 'id', secretAccessKey: 'secret', sessionToken: 'session' } });

    for (const value of ['/var/photos', 'file:///var/photos', 's3://', 's3://Photos', 's3://my_bucket', 'gs://photos']) {
      expect(problemsOf({ PHOTO_STORE: value, AWS_REGION: 'us-east-1' }), value).toEqual([expect.stringMatching(/^PHOTO_STORE: must be s3:\/\/<bucket> or s3:\/\/<bucket>\/<prefix>/)]);
    }
    expect(problemsOf({ PHOTO_STORE: 's3://photos', AWS_ACCESS_KEY_ID: 'id' })).toEqual([
      'AWS_REGION: required with PHOTO_STORE=s3://… (any region name, such as us-east-1, for an S3-compatible store)',
      'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both, or neither to use the role of the machine or container',
    ]);
    expect(problemsOf({ PHOTO_STORE: 's3://photos', AWS_REGION: 'us-east-1', AWS_ENDPOINT_URL_S3: 'minio:9000' })[0]).toMatch(/^AWS_ENDPOINT_URL_S3:/);
  });

  it('treats empty values, as .env files often have, as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: null });
  });

  it('asks for what each AI provider needs: a server and a model, or a key', () => {
    expect(problemsOf({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3' })).toEqual([
      'AI_BASE_URL, AI_MODEL: openai-compatible needs the server address and the model name',
    ]);
    expect(problemsOf({ AI_PROVIDER: 'anthropic' })).toEqual(['AI_API_KEY: required for AI_PROVIDER=anthropic']);
    expect(problemsOf({ AI_TIMEOUT_MS: '10' })[0]).toMatch(/^AI_TIMEOUT_MS:/);
    expect(loadConfig({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3', AI_TIMEOUT_MS: '5000' }).ai).toEqual({
      provider: 'openai-compatible',
      model: 'llama3',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: null,
      timeoutMs: 5_000,
    });
  });

  it('names every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AI_PROVIDER: 'skynet', SUPPORT_EMAIL: 'nope' });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['AI_PROVIDER', 'DATABASE_URL', 'PORT', 'SUPPORT_EMAIL']);
  });

  it('rejects a port out of range and a short JWT secret', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT:/);
    expect(problemsOf({ JWT_SECRET: 'short' })[0]).toBe('JWT_SECRET: must be at least 32 characters');
  });

  it('enables payments only with the Stripe key, webhook secret and price, and points the SDK at STRIPE_API_BASE', () => {
    expect(loadConfig({}).stripe).toBeNull();
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
    expect(loadConfig(stripe).stripe).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', priceId: 'price_1', publishableKey: null, apiBase: null });
    expect(loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe).toMatchObject({
      publishableKey: 'pk_test_1',
      apiBase: { protocol: 'http', host: '127.0.0.1', port: 12111 },
    });
    expect(loadConfig({ ...stripe, STRIPE_API_BASE: 'https://stripe.internal' }).stripe?.apiBase).toEqual({ protocol: 'https', host: 'stripe.internal', port: 443 });
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_1' })).toEqual(['STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID: set all three to enable payments, or none']);
    expect(problemsOf({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_oops', STRIPE_API_BASE: 'ftp://x' }).map((p) => p.split(':')[0]).sort()).toEqual([
      'STRIPE_API_BASE',
      'STRIPE_PUBLISHABLE_KEY',
    ]);
  });

  it('enables OIDC only with all three variables and refuses a partial set', () => {
    expect(loadConfig({ OIDC_ISSUER: 'https://id.example', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' }).oidc).toEqual({
      issuer: 'https://id.example',
      clientId: 'a',
      clientSecret: 'b',
    });
    expect(problemsOf({ OIDC_ISSUER: 'https://id.example' })[0]).toMatch(/^OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET/);
  });

  it('accepts only web links for the newsletter and public URLs', () => {
    expect(problemsOf({ NEWSLETTER_URL: 'javascript:alert(1)' })).toEqual(['NEWSLETTER_URL: must be an http:// or https:// URL']);
    expect(problemsOf({ PUBLIC_URL: 'ftp://kindred.example' })).toEqual(['PUBLIC_URL: must be an http:// or https:// URL']);
    expect(loadConfig({ NEWSLETTER_URL: 'https://news.example/join' }).newsletterUrl).toBe('https://news.example/join');
  });

  it('accepts postgres:// and postgresql:// database URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(loadConfig({ DATABASE_URL: 'postgresql://u@h/db' }).databaseUrl).toBe('postgresql://u@h/db');
  });

  it('reads REGISTRATION and the analytics provider, which needs its id', () => {
    expect(loadConfig({ REGISTRATION: 'invite' }).registration).toBe('invite');
    expect(problemsOf({ REGISTRATION: 'friends-only' })[0]).toMatch(/^REGISTRATION:/);
    expect(loadConfig({ ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ID: 'kindred.example' }).analytics).toEqual({ provider: 'plausible', id: 'kindred.example' });
    expect(loadConfig({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: 'G-ABC123' }).analytics).toEqual({ provider: 'ga4', id: 'G-ABC123' });
    expect(problemsOf({ ANALYTICS_PROVIDER: 'ga4' })).toEqual([
      'ANALYTICS_PROVIDER, ANALYTICS_ID: set both to enable analytics (the Plausible site domain or the GA4 measurement id), or neither',
    ]);
    expect(problemsOf({ ANALYTICS_PROVIDER: 'matomo', ANALYTICS_ID: 'x' })[0]).toMatch(/^ANALYTICS_PROVIDER:/);
    expect(problemsOf({ ANALYTICS_PROVIDER: 'ga4', ANALYTICS_ID: '<script>' })[0]).toMatch(/^ANALYTICS_ID:/);
  });
});
