import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { Memory } from '@kindred/core/memory';
import { ADD_MEMORY_FLOW_TEXTS } from '@kindred/core/memory-flow-texts';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { AppButton } from '../../../components/app-button';
import type { KeyDateDraft } from '../../key-dates';
import type { AddMemoryStage } from '../hooks/use-add-memory-flow';
import { SuggestionEditor } from './suggestion-editor';

type MemorySavedStepProps = {
  stage: Extract<AddMemoryStage, { name: 'detecting' | 'suggestions' | 'done' }>;
  isSavingKeyDates: boolean;
  onSaveKeyDates: (memory: Memory, rows: KeyDateDraft[]) => void;
  onSkip: () => void;
};

/** "Memory Saved!" (spec §2.8): detecting dates, then offering them, then closing. */
export function MemorySavedStep({ stage, isSavingKeyDates, onSaveKeyDates, onSkip }: MemorySavedStepProps) {
  return (
    <DialogContent>
      <Typography variant="h6" component="h3" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <CheckCircle color="success" aria-hidden />
        {ADD_MEMORY_TEXTS.saved}
      </Typography>
      {stage.name === 'detecting' && (
        <>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', my: 2 }}>
            <CircularProgress size={18} aria-hidden />
            <Typography>{ADD_MEMORY_TEXTS.detecting}</Typography>
          </Box>
          <AppButton variant="secondary" onClick={onSkip}>
            {ADD_MEMORY_TEXTS.skipDates}
          </AppButton>
        </>
      )}
      {stage.name === 'suggestions' && (
        <>
          <Typography sx={{ mb: 2 }}>{ADD_MEMORY_TEXTS.askDates}</Typography>
          <SuggestionEditor suggestions={stage.suggestions} isSaving={isSavingKeyDates} onSave={(rows) => onSaveKeyDates(stage.memory, rows)} onSkip={onSkip} />
        </>
      )}
      {stage.name === 'done' && (
        <Typography role="status" color="text.secondary">
          {ADD_MEMORY_FLOW_TEXTS.closing}
        </Typography>
      )}
    </DialogContent>
  );
}
