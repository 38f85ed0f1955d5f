import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { BILLING_TEXTS, CHECKOUT_RETURN } from '@kindred/core/billing';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { takeRedirectAfterUpgrade } from '../../../lib/redirects';
import { useConfirmCheckout } from '../api/confirm-checkout';

/**
 * Back from Stripe Checkout on /pricing: confirms the session with the server (which reads it from
 * Stripe, so a late webhook never locks a paying person out), then returns the person to where the
 * upgrade prompt found them (spec §4.3), as a Plus member.
 */
export function CheckoutReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const confirm = useConfirmCheckout();
  const outcome = params.get(CHECKOUT_RETURN.param);
  const sessionId = outcome === CHECKOUT_RETURN.success ? params.get(CHECKOUT_RETURN.sessionParam) : null;
  const confirmedFor = useRef<string | null>(null);
  const { mutate } = confirm;

  useEffect(() => {
    // Once per session id: StrictMode runs effects twice, and the confirmation is not free.
    if (!sessionId || confirmedFor.current === sessionId) return;
    confirmedFor.current = sessionId;
    mutate(sessionId, { onSuccess: () => void navigate(takeRedirectAfterUpgrade() ?? paths.dashboard, { replace: true }) });
  }, [sessionId, mutate, navigate]);

  if (outcome === CHECKOUT_RETURN.canceled) {
    return (
      <Alert severity="info" role="status" sx={{ mb: 4 }}>
        {BILLING_TEXTS.checkoutCanceled}
      </Alert>
    );
  }
  if (!sessionId) return null;
  if (confirm.isError) {
    return (
      <Alert severity="warning" role="alert" sx={{ mb: 4 }}>
        {BILLING_TEXTS.confirmFailed} ({describeError(confirm.error)})
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status" icon={<Spinner size="sm" />} sx={{ mb: 4 }}>
      {BILLING_TEXTS.confirming}
    </Alert>
  );
}
