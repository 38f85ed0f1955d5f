import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import WavingHand from '@mui/icons-material/WavingHand';
import { PRODUCT_NAME } from '@kindred/core/constants';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useSession } from '../../../lib/auth/use-session';
import { useFinishOnboarding } from '../api/finish-onboarding';

/** A short welcome on the first visit; "Get started" dismisses it for good (isFirstTimeLogin, spec §4.1). */
export function FirstTimeWelcome() {
  const { user } = useSession();
  const finishOnboarding = useFinishOnboarding();
  if (!user?.isFirstTimeLogin) return null;

  return (
    <Paper component="section" aria-labelledby="welcome-title" variant="outlined" sx={{ p: { xs: 3, sm: 4 }, mb: 4, textAlign: 'left' }}>
      <Typography id="welcome-title" variant="h5" component="h2" gutterBottom sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WavingHand color="secondary" aria-hidden />
        {`Welcome to ${PRODUCT_NAME}!`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Start with one person who matters to you. Add them as a kindred, then write down a moment you shared: a
        conversation, a plan, something they love.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {PRODUCT_NAME} turns each memory into a title and summary, spots the dates worth remembering, and helps you
        find the right words when it is time to reach out.
      </Typography>
      <FormError message={finishOnboarding.isError ? describeError(finishOnboarding.error) : null} />
      <AppButton loading={finishOnboarding.isPending} onClick={() => finishOnboarding.mutate()}>
        Get started
      </AppButton>
    </Paper>
  );
}
