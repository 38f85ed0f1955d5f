import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { STRIPE_JS_ORIGINS } from '@kindred/core/billing';
import { ANALYTICS_ENDPOINTS, type AnalyticsSettings } from '@kindred/core/client-config';

/**
 * Security headers. The built web app runs no inline script, so scripts are same-origin only;
 * inline styles stay allowed because MUI's Emotion injects its styles at runtime. With analytics
 * configured, the provider's origins are allowed too (its script loads only after consent); with a
 * Stripe publishable key, Stripe.js's origins are, for the in-page card form.
 */
export const securityPlugin = fp<{ publicUrl: string; analytics: AnalyticsSettings | null; hasCardForm: boolean }>(async (app, { publicUrl, analytics, hasCardForm }) => {
  const thirdParty = analytics ? ANALYTICS_ENDPOINTS[analytics.provider].origins : [];
  const stripe = hasCardForm ? STRIPE_JS_ORIGINS : { script: [], frame: [], connect: [] };
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...thirdParty, ...stripe.script],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...thirdParty],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...thirdParty, ...stripe.connect],
        frameSrc: ["'self'", ...stripe.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The old header says what frame-ancestors 'none' says, for browsers that only read it.
    frameguard: { action: 'deny' },
    // HSTS over plain http would pin a host that cannot answer https: only when the public URL is https.
    strictTransportSecurity: new URL(publicUrl).protocol === 'https:' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
});
