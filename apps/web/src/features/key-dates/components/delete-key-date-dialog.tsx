import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { KeyDate } from '@kindred/core/key-date';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useDeleteKeyDate } from '../api/delete-key-date';
import { describeError } from '../../../lib/api-request';

/** Asks before deleting a key date for good. */
export function DeleteKeyDateDialog({ keyDate, onClose }: { keyDate: KeyDate; onClose: () => void }) {
  const deleteKeyDate = useDeleteKeyDate();
  const titleId = useId();
  return (
    <Dialog open onClose={deleteKeyDate.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{KEY_DATE_TEXTS.deleteTitle}</DialogTitle>
      <DialogContent>
        <FormError message={deleteKeyDate.isError ? describeError(deleteKeyDate.error, KEY_DATE_TEXTS.deleteFailed) : null} />
        <DialogContentText>{KEY_DATE_TEXTS.deleteMessage(keyDate.eventTitle)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <AppButton variant="secondary" onClick={onClose} disabled={deleteKeyDate.isPending}>
          {KEY_DATE_TEXTS.cancel}
        </AppButton>
        <AppButton variant="danger" loading={deleteKeyDate.isPending} onClick={() => deleteKeyDate.mutate(keyDate, { onSuccess: onClose })}>
          {KEY_DATE_TEXTS.confirmDelete}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
