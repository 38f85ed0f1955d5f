import { useId } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { keyDateFormSchema, type KeyDate } from '@kindred/core/key-date';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { useCreateKeyDate } from '../api/create-key-date';
import { useUpdateKeyDate } from '../api/update-key-date';
import { describeError } from '../../../lib/api-request';
import { UtcDateField } from './utc-date-field';

type KeyDateDialogProps = {
  kindredId: number;
  /** The key date to edit; a new one is added when absent. */
  keyDate?: KeyDate;
  onClose: () => void;
};

/** Adds or edits one key date of a kindred: event title, date and whether it comes back every year. */
export function KeyDateDialog({ kindredId, keyDate, onClose }: KeyDateDialogProps) {
  const { formRef, ...form } = useAppForm(keyDateFormSchema, {
    defaultValues: { eventTitle: keyDate?.eventTitle ?? '', date: keyDate?.date ?? '', annual: keyDate?.annual ?? false },
  });
  const createKeyDate = useCreateKeyDate();
  const updateKeyDate = useUpdateKeyDate();
  const saving = keyDate ? updateKeyDate : createKeyDate;
  const titleId = useId();

  const handleSubmit = form.submit((fields) => {
    const onError = (error: unknown) => form.showServerError(error, describeError(error, KEY_DATE_TEXTS.saveFailed));
    if (keyDate) updateKeyDate.mutate({ id: keyDate.id, input: fields }, { onSuccess: onClose, onError });
    else createKeyDate.mutate({ ...fields, kindredId }, { onSuccess: onClose, onError });
  });

  return (
    <Dialog open onClose={saving.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{keyDate ? KEY_DATE_TEXTS.editTitle : KEY_DATE_TEXTS.addTitle}</DialogTitle>
        <DialogContent>
          <FormError message={form.formError} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="eventTitle" label={KEY_DATE_TEXTS.eventTitle} required fullWidth />
            <Controller
              control={form.control}
              name="date"
              render={({ field, fieldState }) => (
                <UtcDateField label={KEY_DATE_TEXTS.date} value={field.value} onChange={field.onChange} error={fieldState.error?.message} required />
              )}
            />
            <Controller
              control={form.control}
              name="annual"
              render={({ field }) => (
                <FormControlLabel
                  control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                  label={KEY_DATE_TEXTS.annual}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <AppButton variant="secondary" onClick={onClose} disabled={saving.isPending}>
            {KEY_DATE_TEXTS.cancel}
          </AppButton>
          <AppButton type="submit" loading={saving.isPending}>
            {KEY_DATE_TEXTS.save}
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
