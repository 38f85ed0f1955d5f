import type { CardPayment } from '@kindred/core/billing';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/payment/create-subscription: the subscription whose first payment the card form confirms (an unpaid one is reused). */
export function createSubscription(): Promise<CardPayment> {
  return apiFetch<CardPayment>('/payment/create-subscription', { method: 'POST' });
}
