import { useId } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Memory } from '@kindred/core/memory';
import { DELETE_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { describeError } from '../../../lib/api-request';
import { useDeleteMemory } from '../api/delete-memory';

type DeleteMemoryDialogProps = {
  memory: Pick<Memory, 'id' | 'kindredId'>;
  onClose: () => void;
  /** After the memory is gone (the memory page leaves it); the dialog closes either way. */
  onDeleted?: () => void;
};

/** "Are you sure you want to delete this memory?" (spec §2.6). */
export function DeleteMemoryDialog({ memory, onClose, onDeleted }: DeleteMemoryDialogProps) {
  const deleteMemory = useDeleteMemory();
  const titleId = useId();

  const handleDelete = () =>
    deleteMemory.mutate(memory, {
      onSuccess: () => {
        onClose();
        onDeleted?.();
      },
    });

  return (
    <Dialog open onClose={deleteMemory.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{DELETE_MEMORY_TEXTS.title}</DialogTitle>
      <DialogContent>
        <FormError message={deleteMemory.isError ? describeError(deleteMemory.error, DELETE_MEMORY_TEXTS.deleteFailed) : null} />
        <DialogContentText>{DELETE_MEMORY_TEXTS.message}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <AppButton variant="secondary" onClick={onClose} disabled={deleteMemory.isPending}>
          {DELETE_MEMORY_TEXTS.cancel}
        </AppButton>
        <AppButton variant="danger" loading={deleteMemory.isPending} onClick={handleDelete}>
          {DELETE_MEMORY_TEXTS.delete}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
