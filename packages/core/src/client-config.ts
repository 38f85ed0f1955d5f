import { z } from 'zod';

/** REGISTRATION: who may create an account on this server. */
export const REGISTRATION_MODES = ['open', 'closed', 'invite'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** ANALYTICS_PROVIDER: the third-party analytics of spec §7.6, loaded only after consent. */
export const ANALYTICS_PROVIDERS = ['plausible', 'ga4'] as const;
export type AnalyticsProvider = (typeof ANALYTICS_PROVIDERS)[number];

export const analyticsSettingsSchema = z.object({
  provider: z.enum(ANALYTICS_PROVIDERS),
  /** Plausible: the site's domain; GA4: the measurement id (G-…). */
  id: z.string().min(1),
});
export type AnalyticsSettings = z.infer<typeof analyticsSettingsSchema>;

/** GET /api/config: the public settings the browser needs before anyone signs in. */
export const clientConfigSchema = z.object({
  productName: z.string(),
  version: z.string(),
  newsletterUrl: z.url().nullable(),
  supportEmail: z.email().nullable(),
  oidcEnabled: z.boolean(),
  /** Stripe is configured: /pricing offers the upgrade, /profile the billing section. */
  paymentsEnabled: z.boolean(),
  /** For an in-page card form (Stripe Elements); public by design. */
  stripePublishableKey: z.string().nullable(),
  registration: z.enum(REGISTRATION_MODES),
  /** Null: no analytics at all, and no consent banner is needed for it. */
  analytics: analyticsSettingsSchema.nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/**
 * Where each provider's script comes from and where it sends events: the web app loads the script
 * (only after consent) and the server's Content-Security-Policy allows exactly these origins.
 */
export const ANALYTICS_ENDPOINTS: Record<AnalyticsProvider, { script: (id: string) => string; origins: string[] }> = {
  plausible: { script: () => 'https://plausible.io/js/script.manual.js', origins: ['https://plausible.io'] },
  ga4: {
    script: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    origins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
  },
};
