// The billing feature's public surface: the app and other features import from here only.
export { useTrialStatus } from './api/get-trial-status';
export { BillingSection } from './components/billing-section';
export { CheckoutReturn } from './components/checkout-return';
export { UpgradeToPlus } from './components/upgrade-to-plus';
