import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_TEXTS, PLUS_BILLING_STATUSES, type BillingState, type BillingStatus } from '@kindred/core/billing';
import { PLANS } from '@kindred/core/constants';
import { formatDisplayDate } from '@kindred/core/dates';
import { isTrialExpired } from '@kindred/core/trial';
import type { User } from '@kindred/core/user';
import { PLUS_PLAN_NAME } from '@kindred/core/ui-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { RetryAlert } from '../../../components/retry-alert';
import { Spinner } from '../../../components/spinner';
import { describeError } from '../../../lib/api-request';
import { paths } from '../../../lib/paths';
import { useClientConfig } from '../../config';
import { useReactivateSubscription } from '../api/change-subscription';
import { useBillingState } from '../api/get-billing-state';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';

const STATUS_LABELS: Record<BillingStatus, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment failed',
  canceled: 'Ended',
  unpaid: 'Ended (unpaid)',
  incomplete: 'Waiting for the first payment',
  incomplete_expired: 'Ended (first payment not made)',
  paused: 'Paused',
};

function planLabel(user: User): string {
  if (user.subscriptionPlan === PLANS.plus) return PLUS_PLAN_NAME;
  if (!user.subscriptionPlan) return 'No plan chosen yet';
  return isTrialExpired(user) ? 'Free plan (trial over)' : 'Free trial';
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Typography component="span" color="text.secondary">{`${label}: `}</Typography>
      {value}
    </Typography>
  );
}

function statusOf(state: BillingState): string | null {
  if (!state.status) return null;
  if (state.cancelAtPeriodEnd && PLUS_BILLING_STATUSES.includes(state.status)) return 'Cancelled, active until the end of the period';
  return STATUS_LABELS[state.status];
}

function PaidPlan({ state }: { state: BillingState }) {
  const [isCancelOpen, setCancelOpen] = useState(false);
  const reactivate = useReactivateSubscription();
  const isLive = state.status !== null && PLUS_BILLING_STATUSES.includes(state.status);
  const periodEnd = state.currentPeriodEnd ? formatDisplayDate(state.currentPeriodEnd) : null;
  const status = statusOf(state);
  return (
    <Stack spacing={1.5}>
      {state.isPastDue && (
        <Alert
          severity="error"
          action={state.portalUrl ? <Button color="inherit" size="small" href={state.portalUrl}>Update card</Button> : undefined}
        >
          <AlertTitle>{BILLING_TEXTS.pastDueTitle}</AlertTitle>
          {BILLING_TEXTS.pastDue}
        </Alert>
      )}
      {status && <Detail label="Status" value={status} />}
      {isLive && periodEnd && <Detail label={state.cancelAtPeriodEnd ? 'Ends on' : 'Renews on'} value={periodEnd} />}
      {state.card && <Detail label="Card" value={`${state.card.brand.toUpperCase()} ending in ${state.card.last4}`} />}
      <FormError message={reactivate.isError ? describeError(reactivate.error) : null} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {isLive && !state.cancelAtPeriodEnd && (
          <AppButton variant="secondary" onClick={() => setCancelOpen(true)}>
            Cancel subscription
          </AppButton>
        )}
        {isLive && state.cancelAtPeriodEnd && (
          <AppButton loading={reactivate.isPending} onClick={() => reactivate.mutate()}>
            {`Reactivate ${PLUS_PLAN_NAME}`}
          </AppButton>
        )}
        {state.portalUrl && (
          <Button variant="outlined" href={state.portalUrl}>
            Manage billing
          </Button>
        )}
      </Stack>
      <CancelSubscriptionDialog isOpen={isCancelOpen} endsOn={periodEnd} onClose={() => setCancelOpen(false)} />
    </Stack>
  );
}

/** Profile's "Plan and billing": the plan, and with payments on, its status, dates, card, cancel, reactivate and the billing portal. */
export function BillingSection({ user }: { user: User }) {
  const config = useClientConfig();
  const paymentsEnabled = config.data?.paymentsEnabled === true;
  const billing = useBillingState({ enabled: paymentsEnabled });
  const isPlus = user.subscriptionPlan === PLANS.plus;
  return (
    <Stack spacing={1.5}>
      <Detail label="Plan" value={planLabel(user)} />
      {config.isPending ? null : !paymentsEnabled ? (
        <Typography color="text.secondary">{BILLING_TEXTS.paymentsDisabled}</Typography>
      ) : billing.isPending ? (
        <Spinner size="sm" label="Loading billing" />
      ) : billing.isError ? (
        <RetryAlert message={describeError(billing.error)} retryLabel="Try again" isRetrying={billing.isFetching} onRetry={() => void billing.refetch()} />
      ) : (
        <PaidPlan state={billing.data} />
      )}
      {paymentsEnabled && !isPlus && (
        <div>
          <Button component={RouterLink} to={paths.pricing} variant="contained" color="secondary">
            {`Upgrade to ${PLUS_PLAN_NAME}`}
          </Button>
        </div>
      )}
    </Stack>
  );
}
