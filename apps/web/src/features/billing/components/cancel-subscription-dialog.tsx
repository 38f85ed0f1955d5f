import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BILLING_TEXTS } from '@kindred/core/billing';
import { PLUS_PLAN_NAME } from '@kindred/core/ui-texts';
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
          {endsOn ? `You keep ${PLUS_PLAN_NAME} until ${endsOn}. ` : ''}
          {BILLING_TEXTS.cancelDialogBody}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <AppButton variant="secondary" onClick={handleClose} disabled={cancel.isPending}>
          {`Keep ${PLUS_PLAN_NAME}`}
        </AppButton>
        <AppButton variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}>
          Cancel subscription
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
