import Box from '@mui/material/Box';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import { keyframes } from '@mui/material/styles';
import { createMemoryRequestSchema } from '@kindred/core/memory';
import { ADD_MEMORY_FLOW_TEXTS } from '@kindred/core/memory-flow-texts';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAppForm } from '../../../components/form/use-app-form';
import { AddMemoryError } from './add-memory-error';

const pulse = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.6; transform: scale(1.06); }
`;

type QuickMemoryFormProps = {
  kindredName: string;
  isSaving: boolean;
  /** The failed call's text (spec §8); the form is then finished and read-only. */
  error: string | null;
  /** Whether the "Use AI assistant instead" link still draws the eye (the first 4 s). */
  isLinkPulsing: boolean;
  onSave: (rawText: string) => void;
  onUseAssistant: () => void;
  onCancel: () => void;
};

/** Spec §2.8 reading A: one required text, sent trimmed; Save Memory only when there is something to save. */
export function QuickMemoryForm({ kindredName, isSaving, error, isLinkPulsing, onSave, onUseAssistant, onCancel }: QuickMemoryFormProps) {
  const form = useAppForm(createMemoryRequestSchema, { defaultValues: { rawText: '' } });
  const isLocked = isSaving || error !== null;
  // Save stays disabled until there is something to save, so the form never shows a message of its own.
  const canSave = form.watch('rawText').trim() !== '' && !isLocked;

  const handleSubmit = form.submit(({ rawText }) => {
    if (canSave) onSave(rawText);
  });

  return (
    <Box component="form" noValidate onSubmit={handleSubmit}>
      <DialogContent>
        <AddMemoryError message={error} />
        <FormTextField
          control={form.control}
          name="rawText"
          label={ADD_MEMORY_FLOW_TEXTS.memoryLabel}
          placeholder={ADD_MEMORY_TEXTS.quickPlaceholder(kindredName)}
          disabled={isLocked}
          required
          multiline
          minRows={5}
          fullWidth
          autoFocus
          margin="dense"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Link
          component="button"
          type="button"
          onClick={onUseAssistant}
          disabled={isLocked}
          sx={{
            mt: 1,
            display: 'inline-block',
            animation: isLinkPulsing ? `${pulse} 1s ease-in-out infinite` : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          {ADD_MEMORY_TEXTS.useAssistant}
        </Link>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <AppButton variant="secondary" onClick={onCancel}>
          {ADD_MEMORY_TEXTS.cancel}
        </AppButton>
        <AppButton type="submit" disabled={!canSave} loading={isSaving}>
          {ADD_MEMORY_TEXTS.save}
        </AppButton>
      </DialogActions>
    </Box>
  );
}
