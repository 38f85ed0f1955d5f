import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_CATEGORY } from '@kindred/core/constants';
import type { KeyDate } from '@kindred/core/key-date';
import { validateMemoryEdit, type Memory, type UpdateMemoryRequest } from '@kindred/core/memory';
import { EDIT_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { draftOf, type KeyDateDraft, useMemoryKeyDates, UtcDateField } from '../../key-dates';
import { describeError } from '../../../lib/api-request';
import { useSaveMemoryEdit } from '../hooks/use-save-memory-edit';
import { AssociatedKeyDates } from './associated-key-dates';

type EditMemoryDialogProps = { memory: Memory; onClose: () => void };

/** Spec §2.5 and §4.6: the memory's title, summary, category and key date, and the key dates that came from it. */
export function EditMemoryDialog({ memory, onClose }: EditMemoryDialogProps) {
  const [title, setTitle] = useState(memory.title ?? '');
  const [fullSummary, setFullSummary] = useState(memory.fullSummary ?? '');
  const [category, setCategory] = useState(memory.category);
  const [keyDate, setKeyDate] = useState(memory.keyDate ?? '');
  // The memory's key dates as loaded, and the rows the user edits from them; null until loaded.
  const [keyDateEdit, setKeyDateEdit] = useState<{ original: KeyDate[]; rows: KeyDateDraft[] } | null>(null);
  const [validationError, setValidationError] = useState<string | null>(null);
  const keyDates = useMemoryKeyDates(memory.id);
  const saveEdit = useSaveMemoryEdit();
  const titleId = useId();

  if (keyDateEdit === null && keyDates.data) setKeyDateEdit({ original: keyDates.data, rows: keyDates.data.map(draftOf) });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateMemoryEdit({ title, fullSummary }, keyDateEdit?.rows ?? []);
    setValidationError(problem);
    if (problem) return;
    const fields: UpdateMemoryRequest = {
      title: title.trim(),
      fullSummary: fullSummary.trim(),
      category: category.trim() || DEFAULT_CATEGORY,
      rawText: memory.rawText,
      // An empty key date is left out (spec §7.3), unless it was just cleared: then null removes it.
      ...(keyDate ? { keyDate } : memory.keyDate ? { keyDate: null } : {}),
    };
    const edited = keyDateEdit && { original: keyDateEdit.original, edited: keyDateEdit.rows };
    saveEdit.mutate({ memory, fields, keyDates: edited }, { onSuccess: onClose });
  };

  const message = validationError ?? (saveEdit.isError ? describeError(saveEdit.error, EDIT_MEMORY_TEXTS.saveFailed) : null);
  return (
    <Dialog open onClose={saveEdit.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Box component="form" noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{EDIT_MEMORY_TEXTS.title}</DialogTitle>
        <DialogContent>
          <FormError message={message} />
          <input type="hidden" name="rawText" value={memory.rawText} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={EDIT_MEMORY_TEXTS.fieldTitle} value={title} onChange={(event) => setTitle(event.target.value)} required fullWidth />
            <TextField
              label={EDIT_MEMORY_TEXTS.fullSummary}
              value={fullSummary}
              onChange={(event) => setFullSummary(event.target.value)}
              required
              multiline
              minRows={4}
              fullWidth
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField label={EDIT_MEMORY_TEXTS.category} value={category} onChange={(event) => setCategory(event.target.value)} fullWidth />
              <UtcDateField label={EDIT_MEMORY_TEXTS.keyDate} value={keyDate} onChange={setKeyDate} />
            </Box>
          </Stack>
          <AssociatedKeyDates
            rows={keyDateEdit?.rows ?? null}
            isLoading={keyDates.isPending}
            hasFailed={keyDates.isError}
            onChange={(rows) => setKeyDateEdit((current) => current && { ...current, rows })}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <AppButton variant="secondary" onClick={onClose} disabled={saveEdit.isPending}>
            {EDIT_MEMORY_TEXTS.cancel}
          </AppButton>
          <AppButton type="submit" loading={saveEdit.isPending}>
            {EDIT_MEMORY_TEXTS.save}
          </AppButton>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
