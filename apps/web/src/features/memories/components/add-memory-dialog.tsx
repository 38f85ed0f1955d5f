import { useId, useState } from 'react';
import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { ASSISTANT_LINK_PULSE_MS } from '@kindred/core/constants';
import { ADD_MEMORY_FLOW_TEXTS } from '@kindred/core/memory-flow-texts';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { useAddMemoryFlow } from '../hooks/use-add-memory-flow';
import { useTimedFlag } from '../hooks/use-timed-flag';
import { AssistantChat } from './assistant-chat';
import { MemorySavedStep } from './memory-saved-step';
import { QuickMemoryForm } from './quick-memory-form';

type AddMemoryDialogProps = {
  open: boolean;
  kindred: { id: number; name: string };
  onClose: () => void;
};

type FlowProps = { kindred: AddMemoryDialogProps['kindred']; onClose: () => void };

function AddMemoryFlow({ kindred, onClose }: FlowProps) {
  const [mode, setMode] = useState<'quick' | 'chat'>('quick');
  const isLinkPulsing = useTimedFlag(ASSISTANT_LINK_PULSE_MS);
  const flow = useAddMemoryFlow(kindred.id, onClose);
  const { stage } = flow;

  if (stage.name === 'detecting' || stage.name === 'suggestions' || stage.name === 'done') {
    return (
      <MemorySavedStep
        stage={stage}
        isSavingKeyDates={flow.isSavingKeyDates}
        onSaveKeyDates={flow.saveKeyDates}
        onSkip={flow.skipKeyDates}
      />
    );
  }
  const error = stage.name === 'failed' ? stage.message : null;
  if (mode === 'chat') return <AssistantChat kindredName={kindred.name} error={error} onSave={flow.saveMemory} />;
  return (
    <QuickMemoryForm
      kindredName={kindred.name}
      isSaving={stage.name === 'saving'}
      error={error}
      isLinkPulsing={isLinkPulsing}
      onSave={flow.saveMemory}
      onUseAssistant={() => setMode('chat')}
      onCancel={onClose}
    />
  );
}

/**
 * "Add Memory for {name}" (spec §2.8, §4.5): quick entry or the assistant's chat, then the dates
 * found in the memory. Its state lives only while it is open: closing clears everything.
 */
export function AddMemoryDialog({ open, kindred, onClose }: AddMemoryDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {ADD_MEMORY_TEXTS.title(kindred.name)}
      </DialogTitle>
      <IconButton aria-label={ADD_MEMORY_FLOW_TEXTS.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      {open && <AddMemoryFlow kindred={kindred} onClose={onClose} />}
    </Dialog>
  );
}
