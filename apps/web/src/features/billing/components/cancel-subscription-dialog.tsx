import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useCancelSubscription } from '../api/change-subscription';

/** Asks before cancelling; the cancellation takes effect at the end of the paid period. */
export function CancelSubscriptionDialog({ isOpen, endsOn, onClose }: { isOpen: boolean; endsOn: string | null; onClose: () => void }) {
  const titleId = useId();
  const cancel = useCancelSubscription();
  const handleClose = () => {
    if (cancel.isPending) return;
    cancel.reset();
    onClose();
  };
  return (
    <Dialog open={isOpen} onClose={handleClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{BILLING_TEXTS.cancelDialogTitle}</DialogTitle>
      <DialogContent>
        <FormError message={cancel.isError ? describeError(cancel.error) : null} />
        <DialogContentText>
          {endsOn ? BILLING_TEXTS.keepPlusUntil(endsOn) : ''}
          {BILLING_TEXTS.cancelDialogBody}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <AppButton variant="secondary" onClick={handleClose} disabled={cancel.isPending}>
          {BILLING_TEXTS.keepPlus}
        </AppButton>
        <AppButton variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}>
          {BILLING_TEXTS.cancel}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
