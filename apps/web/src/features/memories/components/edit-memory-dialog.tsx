import { useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DEFAULT_CATEGORY } from '@kindred/core/constants';
import type { KeyDate } from '@kindred/core/key-date';
import { editMemoryFormSchema, type Memory, type UpdateMemoryRequest } from '@kindred/core/memory';
import { EDIT_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { draftOf, type KeyDateDraft, useMemoryKeyDates, UtcDateField } from '../../key-dates';
import { describeError } from '../../../lib/api-request';
import { useSaveMemoryEdit } from '../hooks/use-save-memory-edit';
import { AssociatedKeyDates } from './associated-key-dates';

type EditMemoryDialogProps = { memory: Memory; onClose: () => void };

/** Spec §2.5 and §4.6: the memory's title, summary, category and key date, and the key dates that came from it. */
export function EditMemoryDialog({ memory, onClose }: EditMemoryDialogProps) {
  const { formRef, ...form } = useAppForm(editMemoryFormSchema, {
    defaultValues: {
      title: memory.title ?? '',
      fullSummary: memory.fullSummary ?? '',
      category: memory.category,
      keyDate: memory.keyDate ?? '',
      keyDates: null,
    },
  });
  // The memory's key dates as loaded, to tell what changed; the edited rows are the form's keyDates.
  const [originalKeyDates, setOriginalKeyDates] = useState<KeyDate[] | null>(null);
  const keyDates = useMemoryKeyDates(memory.id);
  const saveEdit = useSaveMemoryEdit();
  const titleId = useId();

  if (originalKeyDates === null && keyDates.data) setOriginalKeyDates(keyDates.data);
  const { setValue } = form;
  // After rendering: setting a form value notifies the fields, which must not happen mid-render.
  useEffect(() => {
    if (originalKeyDates) setValue('keyDates', originalKeyDates.map(draftOf));
  }, [originalKeyDates, setValue]);

  const handleSubmit = form.submit(({ title, fullSummary, category, keyDate }) => {
    const fields: UpdateMemoryRequest = {
      title: title.trim(),
      fullSummary: fullSummary.trim(),
      category: category.trim() || DEFAULT_CATEGORY,
      rawText: memory.rawText,
      // An empty key date is left out (spec §7.3), unless it was just cleared: then null removes it.
      ...(keyDate ? { keyDate } : memory.keyDate ? { keyDate: null } : {}),
    };
    // The rows as drawn (the schema's output keeps only what it checks).
    const rows = form.getValues('keyDates') as KeyDateDraft[] | null;
    const edited = originalKeyDates && rows && { original: originalKeyDates, edited: rows };
    saveEdit.mutate(
      { memory, fields, keyDates: edited },
      { onSuccess: onClose, onError: (error) => form.showServerError(error, describeError(error, EDIT_MEMORY_TEXTS.saveFailed)) },
    );
  });

  return (
    <Dialog open onClose={saveEdit.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit}>
        <DialogTitle id={titleId}>{EDIT_MEMORY_TEXTS.title}</DialogTitle>
        <DialogContent>
          <FormError message={form.formError} />
          <input type="hidden" name="rawText" value={memory.rawText} />
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="title" label={EDIT_MEMORY_TEXTS.fieldTitle} required fullWidth />
            <FormTextField
              control={form.control}
              name="fullSummary"
              label={EDIT_MEMORY_TEXTS.fullSummary}
              required
              multiline
              minRows={4}
              fullWidth
            />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <FormTextField control={form.control} name="category" label={EDIT_MEMORY_TEXTS.category} fullWidth />
              <Controller
                control={form.control}
                name="keyDate"
                render={({ field }) => <UtcDateField label={EDIT_MEMORY_TEXTS.keyDate} value={field.value} onChange={field.onChange} />}
              />
            </Box>
          </Stack>
          <Controller
            control={form.control}
            name="keyDates"
            render={({ field }) => (
              <AssociatedKeyDates
                rows={field.value as KeyDateDraft[] | null}
                isLoading={keyDates.isPending}
                hasFailed={keyDates.isError}
                onChange={field.onChange}
              />
            )}
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
