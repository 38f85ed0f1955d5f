import { useId, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import { useQueryClient } from '@tanstack/react-query';
import { PLANS } from '@kindred/core/constants';
import { isTrialExpired } from '@kindred/core/trial';
import type { User } from '@kindred/core/user';
import { AppButton } from '../../../components/app-button';
import { TRIAL_EXPIRED_EVENT } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { authKeys } from '../api/auth-keys';
import { useLogOut } from '../api/log-out';
import { TRIAL_EXPIRED_MODAL_TEXTS as TEXTS } from '@kindred/core/ui-texts';

/**
 * The trial-expired modal of spec §2.3. It opens when a call raises the trialExpired event, and
 * only for a free-plan user whose trial is computed as expired (§4.2). The event also reloads the
 * user, because the server knew before the stored copy did.
 */
export function TrialExpiredModal({ user }: { user: User }) {
  const [isRequested, setIsRequested] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const logOut = useLogOut();
  const titleId = useId();

  // A layout effect listens from the same commit that shows the page: with a passive effect, a 402
  // answered between the page appearing and the effect running raised an event nobody heard.
  useLayoutEffect(() => {
    const handleTrialExpired = () => {
      setIsRequested(true);
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    };
    window.addEventListener(TRIAL_EXPIRED_EVENT, handleTrialExpired);
    return () => window.removeEventListener(TRIAL_EXPIRED_EVENT, handleTrialExpired);
  }, [queryClient]);

  const isOpen = isRequested && user.subscriptionPlan === PLANS.free && isTrialExpired(user);
  const close = () => setIsRequested(false);

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{TEXTS.title}</DialogTitle>
      <IconButton aria-label={TEXTS.close} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {TEXTS.heading}
        </Typography>
        <Typography gutterBottom>{TEXTS.message}</Typography>
        <Typography color="text.secondary">{TEXTS.dataPreserved}</Typography>
      </DialogContent>
      <DialogActions disableSpacing sx={{ flexDirection: 'column', alignItems: 'stretch', gap: 1, px: 3, pb: 3 }}>
        <AppButton
          variant="accent"
          onClick={() => {
            close();
            void navigate(paths.pricing);
          }}
        >
          {TEXTS.upgrade}
        </AppButton>
        <AppButton variant="secondary" onClick={() => void logOut(paths.login)}>
          {TEXTS.logout}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
