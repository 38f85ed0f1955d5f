import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BILLING_STATUS_LABELS, BILLING_TEXTS, PLUS_BILLING_STATUSES, type BillingState } from '@kindred/core/billing';
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

function planLabel(user: User): string {
  if (user.subscriptionPlan === PLANS.plus) return PLUS_PLAN_NAME;
  if (!user.subscriptionPlan) return BILLING_TEXTS.noPlan;
  return isTrialExpired(user) ? BILLING_TEXTS.freeTrialOver : BILLING_TEXTS.freeTrial;
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
  if (state.cancelAtPeriodEnd && PLUS_BILLING_STATUSES.includes(state.status)) return BILLING_TEXTS.cancelledUntilPeriodEnd;
  return BILLING_STATUS_LABELS[state.status];
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
          action={state.portalUrl ? <Button color="inherit" size="small" href={state.portalUrl}>{BILLING_TEXTS.updateCard}</Button> : undefined}
        >
          <AlertTitle>{BILLING_TEXTS.pastDueTitle}</AlertTitle>
          {BILLING_TEXTS.pastDue}
        </Alert>
      )}
      {status && <Detail label={BILLING_TEXTS.statusLabel} value={status} />}
      {isLive && periodEnd && <Detail label={state.cancelAtPeriodEnd ? BILLING_TEXTS.endsOnLabel : BILLING_TEXTS.renewsOnLabel} value={periodEnd} />}
      {state.card && <Detail label={BILLING_TEXTS.cardDetailLabel} value={BILLING_TEXTS.cardOf(state.card.brand, state.card.last4)} />}
      <FormError message={reactivate.isError ? describeError(reactivate.error) : null} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1 }}>
        {isLive && !state.cancelAtPeriodEnd && (
          <AppButton variant="secondary" onClick={() => setCancelOpen(true)}>
            {BILLING_TEXTS.cancel}
          </AppButton>
        )}
        {isLive && state.cancelAtPeriodEnd && (
          <AppButton loading={reactivate.isPending} onClick={() => reactivate.mutate()}>
            {BILLING_TEXTS.reactivate}
          </AppButton>
        )}
        {state.portalUrl && (
          <Button variant="outlined" href={state.portalUrl}>
            {BILLING_TEXTS.manageBilling}
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
      <Detail label={BILLING_TEXTS.planLabel} value={planLabel(user)} />
      {config.isPending ? null : !paymentsEnabled ? (
        <Typography color="text.secondary">{BILLING_TEXTS.paymentsDisabled}</Typography>
      ) : billing.isPending ? (
        <Spinner size="sm" label={BILLING_TEXTS.loading} />
      ) : billing.isError ? (
        <RetryAlert message={describeError(billing.error)} retryLabel={BILLING_TEXTS.retry} isRetrying={billing.isFetching} onRetry={() => void billing.refetch()} />
      ) : (
        <PaidPlan state={billing.data} />
      )}
      {paymentsEnabled && !isPlus && (
        <div>
          <Button component={RouterLink} to={paths.pricing} variant="contained" color="secondary">
            {BILLING_TEXTS.upgrade}
          </Button>
        </div>
      )}
    </Stack>
  );
}
