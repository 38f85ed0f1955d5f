import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { loginUrl } from '../../../lib/redirects';
import { useClientConfig } from '../../config';
import { useStartCheckout } from '../api/start-checkout';

// Stripe.js comes with the card form, and only when the person asks for it.
const CardForm = lazy(() => import('./card-form'));

const NOTE_ID = 'plus-payments-note';

/**
 * The Plus card's action: Stripe Checkout when the server takes payments, and with a publishable
 * key also an in-page card form; a plain sentence when the server takes no payments.
 */
export function UpgradeToPlus({ isSignedIn }: { isSignedIn: boolean }) {
  const config = useClientConfig();
  const startCheckout = useStartCheckout();
  const [isCardFormOpen, setCardFormOpen] = useState(false);
  if (config.isPending) return null;
  if (!config.data?.paymentsEnabled) {
    return (
      <Typography id={NOTE_ID} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {BILLING_TEXTS.paymentsDisabled}
      </Typography>
    );
  }
  const publishableKey = config.data.stripePublishableKey;
  if (!isSignedIn) {
    return (
      <Button component={RouterLink} to={loginUrl(paths.pricing)} variant="contained" color="secondary" size="large">
        {BILLING_TEXTS.signInToUpgrade}
      </Button>
    );
  }
  const checkoutButton = (
    <AppButton variant={isCardFormOpen ? 'secondary' : 'accent'} size="large" loading={startCheckout.isPending} onClick={() => startCheckout.mutate()}>
      {isCardFormOpen ? BILLING_TEXTS.payWithCheckout : BILLING_TEXTS.upgrade}
    </AppButton>
  );
  if (publishableKey && isCardFormOpen) {
    return (
      <>
        <Suspense fallback={<Spinner size="sm" label={BILLING_TEXTS.cardLoading} />}>
          <CardForm publishableKey={publishableKey} />
        </Suspense>
        <FormError message={startCheckout.isError ? describeError(startCheckout.error) : null} />
        {checkoutButton}
      </>
    );
  }
  return (
    <>
      <FormError message={startCheckout.isError ? describeError(startCheckout.error) : null} />
      {checkoutButton}
      {publishableKey && (
        <AppButton variant="secondary" size="large" onClick={() => setCardFormOpen(true)}>
          {BILLING_TEXTS.payByCard}
        </AppButton>
      )}
    </>
  );
}
