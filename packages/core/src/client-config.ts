import { z } from 'zod';

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
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
