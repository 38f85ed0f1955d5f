export { createBillingRepository } from './billing.repository';
export { billingRoutes } from './billing.routes';
export { createBillingService, type BillingService } from './billing.service';
export { createStripeClient } from './stripe-client';
