import { useId, useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useDeleteKindred } from '../api/delete-kindred';

/** "Delete person", confirmed in a dialog that names everything that goes with them. */
export function DeleteKindredButton({ kindred }: { kindred: Kindred }) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteKindred = useDeleteKindred(kindred);
  const titleId = useId();
  const messageId = useId();

  const handleClose = () => {
    if (!deleteKindred.isPending) setIsOpen(false);
  };

  return (
    <>
      <AppButton variant="secondary" startIcon={<DeleteOutlined />} onClick={() => setIsOpen(true)}>
        {KINDRED_PAGE_TEXTS.deletePerson}
      </AppButton>
      <Dialog
        open={isOpen}
        onClose={handleClose}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        maxWidth="xs"
        fullWidth
        slotProps={{ transition: { onExited: () => deleteKindred.reset() } }}
      >
        <DialogTitle id={titleId}>{KINDRED_PROFILE_TEXTS.deleteTitle(kindred.name)}</DialogTitle>
        <DialogContent>
          <FormError message={deleteKindred.isError ? describeError(deleteKindred.error) : null} />
          <DialogContentText id={messageId}>{KINDRED_PROFILE_TEXTS.deleteMessage(kindred.name)}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <AppButton variant="secondary" onClick={handleClose} disabled={deleteKindred.isPending}>
            {KINDRED_PROFILE_TEXTS.cancel}
          </AppButton>
          <AppButton variant="danger" loading={deleteKindred.isPending} onClick={() => deleteKindred.mutate()}>
            {KINDRED_PROFILE_TEXTS.deleteConfirm}
          </AppButton>
        </DialogActions>
      </Dialog>
    </>
  );
}
