import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DASHBOARD_TEXTS } from '@kindred/core/kindred-texts';
import { ADD_KINDRED_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useToast } from '../../../components/toast/use-toast';
import { useCreateKindred } from '../api/create-kindred';
import { useKindredForm } from '../hooks/use-kindred-form';
import { KindredFields } from './kindred-fields';

type AddKindredDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** "Add Someone Important" (spec §2.7): submit stays disabled while the form is invalid or sending. */
export function AddKindredDialog({ open, onClose }: AddKindredDialogProps) {
  const { formRef, ...form } = useKindredForm();
  const createKindred = useCreateKindred();
  const { showToast } = useToast();
  const titleId = useId();
  const subtextId = useId();

  const handleClose = () => {
    if (!createKindred.isPending) onClose();
  };

  // Cleared once the dialog has faded out, so a reopened dialog starts empty.
  const handleExited = () => {
    form.reset();
    createKindred.reset();
  };

  const handleSubmit = form.submit((input) => {
    createKindred.mutate(input, {
      onSuccess: (kindred) => {
        showToast(DASHBOARD_TEXTS.kindredAdded(kindred.name), { type: 'success' });
        onClose();
      },
      onError: (error) => form.showServerError(error),
    });
  });

  return (
    <Dialog
      open={open}
      onClose={handleClose}
      aria-labelledby={titleId}
      aria-describedby={subtextId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: handleExited } }}
    >
      <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{ADD_KINDRED_TEXTS.heading}</DialogTitle>
        <DialogContent>
          <DialogContentText id={subtextId}>{ADD_KINDRED_TEXTS.subtext}</DialogContentText>
          <Box sx={{ mt: 2 }}>
            <FormError message={form.formError} />
          </Box>
          <KindredFields control={form.control} autoFocus />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <AppButton variant="secondary" onClick={handleClose} disabled={createKindred.isPending}>
            {ADD_KINDRED_TEXTS.cancel}
          </AppButton>
          <AppButton type="submit" disabled={!form.isValid} loading={createKindred.isPending}>
            {ADD_KINDRED_TEXTS.submit}
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
