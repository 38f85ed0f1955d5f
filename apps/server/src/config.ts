import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ANALYTICS_PROVIDERS, REGISTRATION_MODES, type AnalyticsSettings, type RegistrationMode } from '@kindred/core/client-config';

const AI_PROVIDERS = ['builtin', 'openai', 'google', 'anthropic', 'openai-compatible'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalUrl = z.url().optional();
// Links a person opens must be web pages, never javascript: or file: URLs.
const optionalWebUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional();
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
  .optional();

// s3://bucket, optionally followed by a key prefix (a folder in the bucket).
const PHOTO_STORE_PATTERN = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/([A-Za-z0-9._/-]*))?$/;

/**
 * The http origin a browser on this machine reaches when the server listens on `host:port`: the
 * default PUBLIC_URL, so a link from the first e-mail opens in the same origin (and session) as the tab.
 */
export function listenOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

/** Every environment variable Kindred reads; all optional. Empty strings count as unset. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalWebUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  PHOTO_STORE: z
    .string()
    .regex(PHOTO_STORE_PATTERN, 'must be s3://<bucket> or s3://<bucket>/<prefix> (a bucket name of 3-63 lowercase letters, digits, dots and hyphens); unset keeps photos in DATA_DIR/uploads')
    .optional(),
  AWS_REGION: z.string().regex(/^[a-z0-9-]{2,40}$/, 'must be a region name such as eu-west-1 (any name, such as us-east-1, for an S3-compatible store)').optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
  AWS_ENDPOINT_URL_S3: optionalWebUrl,
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  AI_PROVIDER: z.enum(AI_PROVIDERS).default('builtin'),
  AI_MODEL: z.string().min(1).optional(),
  AI_BASE_URL: optionalUrl,
  AI_API_KEY: z.string().min(1).optional(),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PRICE_ID: z.string().startsWith('price_', 'must start with price_').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
  STRIPE_API_BASE: optionalWebUrl,
  NEWSLETTER_URL: optionalWebUrl,
  SUPPORT_EMAIL: z.email().optional(),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/, ]+)$/, 'must be true, false, or a comma-separated list of proxy addresses')
    .default('false'),
  REGISTRATION: z.enum(REGISTRATION_MODES).default('open'),
  ANALYTICS_PROVIDER: z.enum(ANALYTICS_PROVIDERS).optional(),
  ANALYTICS_ID: z
    .string()
    .regex(/^[A-Za-z0-9._-]{1,253}$/, 'must be a site domain (plausible) or a measurement id such as G-12AB34CD56 (ga4)')
    .optional(),
  WORKERS: z.coerce.number().int().min(0).max(64).default(2),
  REMINDER_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
});

export interface S3PhotoStoreConfig {
  kind: 's3';
  bucket: string;
  /** Prepended to every object key: '' or a folder ending in '/'. */
  prefix: string;
  region: string;
  /** An S3-compatible store (MinIO, a test's fake), addressed path-style; null for AWS itself. */
  endpoint: string | null;
  /** Null leaves the SDK's own chain to find them (shared files, container or instance roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
}

/** Where photos live: a folder (DATA_DIR/uploads) or a bucket every replica reaches. */
export type PhotoStoreConfig = { kind: 'disk'; dir: string } | S3PhotoStoreConfig;

export type AiProvider = (typeof AI_PROVIDERS)[number];

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  /** For an in-page card form (Stripe Elements); public by design. */
  publishableKey: string | null;
  /** A Stripe-compatible server (stripe-mock, a test's fake) instead of api.stripe.com. */
  apiBase: { protocol: 'http' | 'https'; host: string; port: number } | null;
}

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  photoStore: PhotoStoreConfig;
  jwtSecret: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  /** `timeoutMs` bounds every model call; the builtin engine ignores all of it. */
  ai: { provider: AiProvider; model: string | null; baseUrl: string | null; apiKey: string | null; timeoutMs: number };
  /** Payments are on when the three required Stripe variables are set; null otherwise. */
  stripe: StripeConfig | null;
  newsletterUrl: string | null;
  supportEmail: string | null;
  oidc: { issuer: string; clientId: string; clientSecret: string } | null;
  /** Whom to believe in X-Forwarded-For (client IPs drive rate limits): Fastify's trustProxy. */
  trustProxy: boolean | string;
  /** Who may sign up: everyone, nobody, or people holding an invitation (`kindred users invite`). */
  registration: RegistrationMode;
  /** Consent-gated analytics for the browser; null sends nothing anywhere. */
  analytics: AnalyticsSettings | null;
  workers: number;
  /** How often the reminder scheduler looks for reminders that are due. */
  reminderTickSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
}

/** Thrown when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function parseTrustProxy(value: string): boolean | string {
  return value === 'true' || value === 'false' ? value === 'true' : value;
}

function parseApiBase(value: string): NonNullable<StripeConfig['apiBase']> {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443 };
}

function parsePhotoStore(e: z.infer<typeof envSchema>): PhotoStoreConfig {
  const dir = join(resolve(e.DATA_DIR), 'uploads');
  const match = e.PHOTO_STORE ? PHOTO_STORE_PATTERN.exec(e.PHOTO_STORE) : null;
  if (!match) return { kind: 'disk', dir };
  const problems = [
    e.AWS_REGION ? null : 'AWS_REGION: required with PHOTO_STORE=s3://… (any region name, such as us-east-1, for an S3-compatible store)',
    Boolean(e.AWS_ACCESS_KEY_ID) === Boolean(e.AWS_SECRET_ACCESS_KEY) ? null : 'AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY: set both, or neither to use the role of the machine or container',
    e.AWS_SESSION_TOKEN && !e.AWS_ACCESS_KEY_ID ? 'AWS_SESSION_TOKEN: goes with AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY' : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new ConfigError(problems);
  const folder = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: folder ? `${folder}/` : '',
    region: e.AWS_REGION!,
    endpoint: e.AWS_ENDPOINT_URL_S3 ?? null,
    credentials:
      e.AWS_ACCESS_KEY_ID && e.AWS_SECRET_ACCESS_KEY
        ? { accessKeyId: e.AWS_ACCESS_KEY_ID, secretAccessKey: e.AWS_SECRET_ACCESS_KEY, ...(e.AWS_SESSION_TOKEN ? { sessionToken: e.AWS_SESSION_TOKEN } : {}) }
        : null,
  };
}

/** Parses the environment once, at start; fails naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const e = parsed.data;
  const oidcParts = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcParts.some(Boolean) && !oidcParts.every(Boolean)) {
    throw new ConfigError(['OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all three to enable sign-in with an identity provider, or none']);
  }
  const aiProblems = [
    e.AI_PROVIDER === 'openai-compatible' && !(e.AI_BASE_URL && e.AI_MODEL)
      ? 'AI_BASE_URL, AI_MODEL: openai-compatible needs the server address and the model name'
      : null,
    ['openai', 'google', 'anthropic'].includes(e.AI_PROVIDER) && !e.AI_API_KEY ? `AI_API_KEY: required for AI_PROVIDER=${e.AI_PROVIDER}` : null,
  ].filter((problem) => problem !== null);
  if (aiProblems.length > 0) throw new ConfigError(aiProblems);
  const stripeParts = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_PRICE_ID];
  if (stripeParts.some(Boolean) && !stripeParts.every(Boolean)) {
    throw new ConfigError(['STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ID: set all three to enable payments, or none']);
  }
  if (Boolean(e.ANALYTICS_PROVIDER) !== Boolean(e.ANALYTICS_ID)) {
    throw new ConfigError(['ANALYTICS_PROVIDER, ANALYTICS_ID: set both to enable analytics (the Plausible site domain or the GA4 measurement id), or neither']);
  }
  const photoStore = parsePhotoStore(e);
  const publicUrl = (e.PUBLIC_URL ?? listenOrigin(e.HOST, e.PORT)).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    photoStore,
    jwtSecret: e.JWT_SECRET ?? null,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? `Kindred <no-reply@${new URL(publicUrl).hostname}>`,
    ai: { provider: e.AI_PROVIDER, model: e.AI_MODEL ?? null, baseUrl: e.AI_BASE_URL ?? null, apiKey: e.AI_API_KEY ?? null, timeoutMs: e.AI_TIMEOUT_MS },
    stripe: e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_ID
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          priceId: e.STRIPE_PRICE_ID,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY ?? null,
          apiBase: e.STRIPE_API_BASE ? parseApiBase(e.STRIPE_API_BASE) : null,
        }
      : null,
    newsletterUrl: e.NEWSLETTER_URL ?? null,
    supportEmail: e.SUPPORT_EMAIL ?? null,
    oidc: e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET }
      : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    registration: e.REGISTRATION,
    analytics: e.ANALYTICS_PROVIDER && e.ANALYTICS_ID ? { provider: e.ANALYTICS_PROVIDER, id: e.ANALYTICS_ID } : null,
    workers: e.WORKERS,
    reminderTickSeconds: e.REMINDER_TICK_SECONDS,
    logLevel: e.LOG_LEVEL,
  };
}
