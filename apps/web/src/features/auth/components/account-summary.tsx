import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PLANS } from '@kindred/core/constants';
import { isTrialExpired } from '@kindred/core/trial';
import type { User } from '@kindred/core/user';
import { paths } from '../../../lib/paths';
import { daysLeftInTrial } from '../texts';
import { PLUS_PLAN_NAME } from '@kindred/core/ui-texts';

function planName(user: User): string {
  if (user.subscriptionPlan === PLANS.plus) return PLUS_PLAN_NAME;
  return user.subscriptionPlan ? 'Free trial' : 'No plan chosen yet';
}

function trialNote(user: User): string | null {
  if (user.subscriptionPlan !== PLANS.free && user.subscriptionPlan !== PLANS.trial) return null;
  if (isTrialExpired(user)) return 'Your free trial has ended. Your data is safe.';
  return daysLeftInTrial(user.daysRemainingInTrial);
}

/** The account at a glance: e-mail, plan and what is left of the trial. */
export function AccountSummary({ user }: { user: User }) {
  const note = trialNote(user);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '10rem 1fr' }, rowGap: 1.5, columnGap: 2 }}>
      <Typography component="dt" color="text.secondary">
        Email
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {user.email}
      </Typography>
      <Typography component="dt" color="text.secondary">
        Plan
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        <Chip label={planName(user)} color="primary" variant="outlined" size="small" sx={{ mr: 1 }} />
        {note && (
          <Typography component="span" variant="body2">
            {note}
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }}>
          <Link component={RouterLink} to={paths.pricing}>
            See plans and pricing
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
