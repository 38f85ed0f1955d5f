import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { KeyDate } from '@kindred/core/key-date';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';
import { validateRequired } from '@kindred/core/validation';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
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
  const [eventTitle, setEventTitle] = useState(keyDate?.eventTitle ?? '');
  const [date, setDate] = useState(keyDate?.date ?? '');
  const [annual, setAnnual] = useState(keyDate?.annual ?? false);
  const [errors, setErrors] = useState<{ eventTitle?: string | null; date?: string | null }>({});
  const createKeyDate = useCreateKeyDate();
  const updateKeyDate = useUpdateKeyDate();
  const saving = keyDate ? updateKeyDate : createKeyDate;
  const titleId = useId();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = { eventTitle: validateRequired('event title', eventTitle), date: validateRequired('date', date) };
    setErrors(found);
    if (found.eventTitle || found.date) return;
    const fields = { date, eventTitle: eventTitle.trim(), annual };
    if (keyDate) updateKeyDate.mutate({ id: keyDate.id, input: fields }, { onSuccess: onClose });
    else createKeyDate.mutate({ ...fields, kindredId }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={saving.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{keyDate ? KEY_DATE_TEXTS.editTitle : KEY_DATE_TEXTS.addTitle}</DialogTitle>
        <DialogContent>
          <FormError message={saving.isError ? describeError(saving.error, KEY_DATE_TEXTS.saveFailed) : null} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={KEY_DATE_TEXTS.eventTitle}
              value={eventTitle}
              onChange={(event) => setEventTitle(event.target.value)}
              error={Boolean(errors.eventTitle)}
              helperText={errors.eventTitle}
              required
              fullWidth
            />
            <UtcDateField label={KEY_DATE_TEXTS.date} value={date} onChange={setDate} error={errors.date} required />
            <FormControlLabel
              control={<Checkbox checked={annual} onChange={(event) => setAnnual(event.target.checked)} />}
              label={KEY_DATE_TEXTS.annual}
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
