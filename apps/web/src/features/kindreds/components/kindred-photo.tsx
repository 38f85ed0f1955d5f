import { useEffect, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, PHOTO_MESSAGES, type Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { KINDRED_PAGE_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { useToast } from '../../../components/toast/use-toast';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useDeleteKindredPhoto } from '../api/delete-kindred-photo';
import { useUploadKindredPhoto } from '../api/upload-kindred-photo';
import { KindredAvatar } from './kindred-avatar';
import { photoFileProblem, photoUploadErrorMessage } from './photo-error-message';
import { PhotoPreviewDialog } from './photo-preview-dialog';

type ChosenPhoto = { file: File; url: string };

/** The person's photo with Upload (checked here, previewed, then sent) and Remove. */
export function KindredPhoto({ kindred }: { kindred: Kindred }) {
  const [chosen, setChosen] = useState<ChosenPhoto | null>(null);
  const upload = useUploadKindredPhoto(kindred.id);
  const remove = useDeleteKindredPhoto(kindred.id);
  const { showToast } = useToast();

  // Each preview URL holds the file in memory until revoked.
  useEffect(() => {
    if (!chosen) return undefined;
    return () => URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const handleFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file, PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES);
    if (problem) {
      showToast(problem, { type: 'error' });
      return;
    }
    setChosen({ file, url: URL.createObjectURL(file) });
  };

  const handleConfirm = () => {
    if (!chosen) return;
    upload.mutate(chosen.file, {
      onSuccess: () => showToast(KINDRED_PROFILE_TEXTS.photoSaved, { type: 'success' }),
      onError: (error) => showToast(photoUploadErrorMessage(error), { type: 'error' }),
      onSettled: () => setChosen(null),
    });
  };

  const handleRemove = () => {
    remove.mutate(undefined, {
      onSuccess: () => showToast(KINDRED_PROFILE_TEXTS.photoRemoved, { type: 'success' }),
      onError: () => showToast(PHOTO_MESSAGES.deleteFailed, { type: 'error' }),
    });
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <KindredAvatar kindred={kindred} size={120} />
      <Stack direction="row" spacing={1}>
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<PhotoCameraOutlined />}
          disabled={upload.isPending}
          // The focus sits on the hidden input inside; the label shows it.
          sx={{ '&:has(input:focus-visible)': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main' } }}
        >
          {KINDRED_PAGE_TEXTS.uploadPhoto}
          <Box component="input" type="file" disabled={upload.isPending} accept={PHOTO_ACCEPTED_TYPES.join(',')} onChange={handleFileChosen} sx={visuallyHidden} />
        </Button>
        {kindred.photoUrl && (
          <AppButton variant="secondary" size="small" loading={remove.isPending} onClick={handleRemove}>
            {KINDRED_PAGE_TEXTS.removePhoto}
          </AppButton>
        )}
      </Stack>
      <PhotoPreviewDialog previewUrl={chosen?.url ?? null} isSaving={upload.isPending} onConfirm={handleConfirm} onCancel={() => setChosen(null)} />
    </Stack>
  );
}
