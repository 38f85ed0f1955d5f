import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Kindred } from '@kindred/core/kindred';
import { KINDRED_PROFILE_TEXTS } from '@kindred/core/kindred-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { useToast } from '../../../components/toast/use-toast';
import { useUpdateKindred } from '../api/update-kindred';
import { useKindredForm } from '../hooks/use-kindred-form';
import { KindredFields } from './kindred-fields';

function DetailsForm({ kindred, onDone }: { kindred: Kindred; onDone: () => void }) {
  const { formRef, ...form } = useKindredForm({ name: kindred.name, relationship: kindred.relationship });
  const update = useUpdateKindred(kindred.id);
  const { showToast } = useToast();

  const handleSubmit = form.submit((input) => {
    update.mutate(input, {
      onSuccess: () => {
        showToast(KINDRED_PROFILE_TEXTS.saved, { type: 'success' });
        onDone();
      },
      onError: (error) => form.showServerError(error),
    });
  });

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !update.isPending) onDone();
  };

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} onKeyDown={handleKeyDown} aria-label={KINDRED_PROFILE_TEXTS.editDetails} sx={{ width: '100%', maxWidth: 420 }}>
      <FormError message={form.formError} />
      <KindredFields control={form.control} autoFocus />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <AppButton type="submit" disabled={!form.isValid} loading={update.isPending}>
          {KINDRED_PROFILE_TEXTS.save}
        </AppButton>
        <AppButton variant="secondary" onClick={onDone} disabled={update.isPending}>
          {KINDRED_PROFILE_TEXTS.cancel}
        </AppButton>
      </Stack>
    </Box>
  );
}

/** The name (the page's heading) and relationship, edited in place with the rules of Add Kindred. */
export function KindredDetails({ kindred }: { kindred: Kindred }) {
  const [isEditing, setIsEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Back from the form, the focus returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !isEditing) editButton.current?.focus();
    wasEditing.current = isEditing;
  }, [isEditing]);

  if (isEditing) return <DetailsForm kindred={kindred} onDone={() => setIsEditing(false)} />;
  return (
    <div>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
          {kindred.name}
        </Typography>
        <Tooltip title={KINDRED_PROFILE_TEXTS.editDetails}>
          <IconButton ref={editButton} aria-label={KINDRED_PROFILE_TEXTS.editDetails} onClick={() => setIsEditing(true)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      </Stack>
      <Typography variant="h6" component="p" color="text.secondary">
        {kindred.relationship}
      </Typography>
    </div>
  );
}
