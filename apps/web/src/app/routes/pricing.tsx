import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { PLANS, PLUS_PRICE_LABEL, TRIAL_LENGTH_DAYS } from '@kindred/core/constants';
import { AppButton } from '../../components/app-button';
import { FormError } from '../../components/form/form-error';
import { daysLeftInTrial, useStartFreeTrial } from '../../features/auth';
import { CheckoutReturn, UpgradeToPlus, useTrialStatus } from '../../features/billing';
import { PLUS_PLAN_NAME } from '@kindred/core/ui-texts';
import { describeError } from '../../lib/api-request';
import { useSession } from '../../lib/auth/use-session';
import { paths } from '../../lib/paths';
import { takeRedirectAfterUpgrade } from '../../lib/redirects';
import { PlanCard } from '../marketing/plan-card';

const FEATURES = [
  'Unlimited kindreds and memories',
  'AI titles, summaries and key dates',
  'Ice breakers, gift ideas and coaching plans',
  'Private by design; delete everything any time',
] as const;
export default function PricingRoute() {
  const navigate = useNavigate();
  const { user, isSignedIn } = useSession();
  const startFreeTrial = useStartFreeTrial();
  const account = isSignedIn ? user : null;
  const plan = account?.subscriptionPlan;
  // ?trial=expired only says where the person came from; whether the trial is over is the server's answer.
  const trialStatus = useTrialStatus({ enabled: Boolean(account?.subscriptionPlan) });
  const hasTrialEnded = plan !== PLANS.plus && trialStatus.data?.trialExpired === true;
  const isOnTrial = (plan === PLANS.free || plan === PLANS.trial) && !hasTrialEnded;

  const handleStartTrial = () =>
    startFreeTrial.mutate(undefined, {
      onSuccess: () => {
        // Back to where an upgrade prompt sent them from, if anywhere (spec §3, redirectAfterUpgrade).
        void navigate(takeRedirectAfterUpgrade() ?? paths.dashboard);
      },
    });

  return (
    <Container component="section" maxWidth="md" aria-labelledby="pricing-title" sx={{ py: { xs: 6, md: 10 } }}>
      <Typography id="pricing-title" variant="h3" component="h1" sx={{ fontWeight: 700, textAlign: 'center', mb: 2 }}>
        Plans and pricing
      </Typography>
      <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
        {`Try everything free for ${TRIAL_LENGTH_DAYS} days. Afterwards, ${PLUS_PLAN_NAME} keeps your memories, key dates and AI help going.`}
      </Typography>
      {isSignedIn && <CheckoutReturn />}
      {hasTrialEnded && (
        <Alert severity="warning" sx={{ mb: 4 }}>
          <AlertTitle>Your free trial has ended</AlertTitle>
          Nothing has been deleted: your kindreds, memories and key dates are safe, and you can still read them.
        </Alert>
      )}
      <FormError message={startFreeTrial.isError ? describeError(startFreeTrial.error) : null} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanCard
            name="Free trial"
            price="$0"
            priceNote={`for ${TRIAL_LENGTH_DAYS} days, no card needed`}
            features={FEATURES}
            isCurrent={isOnTrial}
          >
            {!account && (
              <Button component={RouterLink} to={paths.signup} variant="contained" size="large">
                Start free trial
              </Button>
            )}
            {account && !plan && (
              <AppButton size="large" loading={startFreeTrial.isPending} onClick={handleStartTrial}>
                Start free trial
              </AppButton>
            )}
            {isOnTrial && (
              <>
                <Typography variant="body2" sx={{ textAlign: 'center' }}>
                  {daysLeftInTrial(account?.daysRemainingInTrial ?? TRIAL_LENGTH_DAYS)}
                </Typography>
                <Button component={RouterLink} to={paths.dashboard} variant="outlined" size="large">
                  Go to dashboard
                </Button>
              </>
            )}
          </PlanCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <PlanCard
            name={PLUS_PLAN_NAME}
            price={PLUS_PRICE_LABEL}
            priceNote="billed monthly, cancel any time"
            features={FEATURES}
            isCurrent={plan === PLANS.plus}
            highlighted
          >
            {plan !== PLANS.plus && <UpgradeToPlus isSignedIn={isSignedIn} />}
          </PlanCard>
        </Grid>
      </Grid>
    </Container>
  );
}
