import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { PLUS_PLAN_NAME } from '@kindred/core/ui-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { loginUrl } from '../../../lib/redirects';
import { useClientConfig } from '../../config';
import { useStartCheckout } from '../api/start-checkout';

const NOTE_ID = 'plus-payments-note';

/** The Plus card's action: Stripe Checkout when the server takes payments, and a plain sentence when it does not. */
export function UpgradeToPlus({ isSignedIn }: { isSignedIn: boolean }) {
  const config = useClientConfig();
  const startCheckout = useStartCheckout();
  if (config.isPending) return null;
  if (!config.data?.paymentsEnabled) {
    return (
      <Typography id={NOTE_ID} variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {BILLING_TEXTS.paymentsDisabled}
      </Typography>
    );
  }
  if (!isSignedIn) {
    return (
      <Button component={RouterLink} to={loginUrl(paths.pricing)} variant="contained" color="secondary" size="large">
        {`Sign in to upgrade to ${PLUS_PLAN_NAME}`}
      </Button>
    );
  }
  return (
    <>
      <FormError message={startCheckout.isError ? describeError(startCheckout.error) : null} />
      <AppButton variant="accent" size="large" loading={startCheckout.isPending} onClick={() => startCheckout.mutate()}>
        {`Upgrade to ${PLUS_PLAN_NAME}`}
      </AppButton>
    </>
  );
}
