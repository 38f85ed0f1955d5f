import { useState, type FormEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADD_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { QUICK_MEMORY_TEXTS } from '@kindred/core/quick-memory-texts';
import { AppButton } from '../../../components/app-button';
import { useToast } from '../../../components/toast/use-toast';
import { trackFeature } from '../../../lib/analytics-events';
import { paths } from '../../../lib/paths';
import { newDraftKey, pendingMemories } from '../pending/pending-memories';
import type { PersonChoice } from '../pending/remembered-people';
import { usePendingMemories } from '../pending/use-pending-memories';

type QuickCaptureProps = {
  people: readonly PersonChoice[];
  initialText: string;
  initialKindredId: number | null;
};

/**
 * One person, one text, Save (issue #18). The memory is kept on the device first and then sent
 * with its key: online it lands on the person's page; offline, or if the answer never comes, it
 * waits in "Waiting to send" and goes when the connection returns, stored once whatever happens.
 */
export function QuickCapture({ people, initialText, initialKindredId }: QuickCaptureProps) {
  const { userId, send } = usePendingMemories();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const onlyPerson = people.length === 1 ? people[0]!.id : null;
  const [kindredId, setKindredId] = useState<number | null>(people.some((p) => p.id === initialKindredId) ? initialKindredId : onlyPerson);
  const [text, setText] = useState(initialText);
  const [isSaving, setIsSaving] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'info' | 'error'; message: string } | null>(null);
  const person = people.find((p) => p.id === kindredId);
  const canSave = person !== undefined && text.trim() !== '' && !isSaving && userId !== null;

  const handleSave = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSave || !person || userId === null) return;
    const key = newDraftKey();
    pendingMemories.add({ key, userId, kindredId: person.id, kindredName: person.name, rawText: text.trim(), writtenAt: new Date().toISOString() });
    setIsSaving(true);
    setNotice(null);
    await send();
    setIsSaving(false);
    const kept = pendingMemories.listFor(userId).find((draft) => draft.key === key);
    if (!kept) {
      trackFeature('memory_added');
      showToast(ADD_MEMORY_TEXTS.addedToast, { type: 'success' });
      void navigate(generatePath(paths.kindred, { kindredId: String(person.id) }));
      return;
    }
    if (kept.refusal !== null) {
      pendingMemories.remove(key);
      setNotice({ severity: 'error', message: kept.refusal });
      return;
    }
    setText('');
    setNotice({ severity: 'info', message: QUICK_MEMORY_TEXTS.keptOnDevice });
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.message}
          </Alert>
        )}
        <TextField
          select
          required
          label={QUICK_MEMORY_TEXTS.person}
          value={kindredId ?? ''}
          onChange={(event) => setKindredId(Number(event.target.value))}
          disabled={isSaving}
        >
          {people.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          multiline
          minRows={5}
          label={QUICK_MEMORY_TEXTS.memory}
          placeholder={QUICK_MEMORY_TEXTS.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={isSaving}
          autoFocus={initialKindredId !== null || onlyPerson !== null}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <AppButton type="submit" disabled={!canSave} loading={isSaving}>
            {QUICK_MEMORY_TEXTS.save}
          </AppButton>
        </Box>
      </Stack>
    </Box>
  );
}
