import { useId } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { AppButton } from '../../../components/app-button';

type PhotoPreviewDialogProps = {
  /** An object URL of the chosen file, or null when nothing is being previewed. */
  previewUrl: string | null;
  isSaving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Shows the chosen photo, cropped as the avatar will be, before anything is uploaded. */
export function PhotoPreviewDialog({ previewUrl, isSaving, onConfirm, onCancel }: PhotoPreviewDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={previewUrl !== null} onClose={() => !isSaving && onCancel()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{KINDRED_PROFILE_TEXTS.photoPreviewTitle}</DialogTitle>
      <DialogContent sx={{ display: 'flex', justifyContent: 'center' }}>
        {previewUrl && (
          <Box
            component="img"
            src={previewUrl}
            alt={KINDRED_PROFILE_TEXTS.photoPreviewAlt}
            sx={{ width: 200, height: 200, borderRadius: '50%', objectFit: 'cover', boxShadow: 2 }}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <AppButton variant="secondary" onClick={onCancel} disabled={isSaving}>
          {KINDRED_PROFILE_TEXTS.cancel}
        </AppButton>
        <AppButton onClick={onConfirm} loading={isSaving}>
          {KINDRED_PROFILE_TEXTS.savePhoto}
        </AppButton>
      </DialogActions>
    </Dialog>
  );
}
