/** Query keys of the signed-in account's plan and billing. */
export const billingKeys = {
  all: ['billing'] as const,
  customer: () => [...billingKeys.all, 'customer'] as const,
  trialStatus: () => [...billingKeys.all, 'trial-status'] as const,
};
