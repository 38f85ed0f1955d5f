import { useId, useOptimistic, useTransition } from 'react';
import TextField from '@mui/material/TextField';
import { KEEP_IN_TOUCH_CADENCES, type KeepInTouch } from '@kindred/core/calendar';
import { KEEP_IN_TOUCH_LABELS, KEEP_IN_TOUCH_TEXTS as TEXTS } from '@kindred/core/calendar-texts';
import type { Kindred } from '@kindred/core/kindred';
import { useToast } from '../../../components/toast/use-toast';
import { useUpdateKindred } from '../api/update-kindred';

/**
 * How often the user wants to write about this person: saved as soon as it is chosen, shown at
 * once, and back to the saved value if the save fails. Drives the dashboard's "Reach out".
 */
export function KeepInTouchSelect({ kindred }: { kindred: Pick<Kindred, 'id' | 'name' | 'keepInTouch'> }) {
  const update = useUpdateKindred(kindred.id);
  const [shown, setShown] = useOptimistic(kindred.keepInTouch);
  const [isSaving, startSaving] = useTransition();
  const { showToast } = useToast();
  const id = useId();

  const handleChange = (next: KeepInTouch) => {
    startSaving(async () => {
      setShown(next);
      try {
        await update.mutateAsync({ keepInTouch: next });
        showToast(TEXTS.saved, { type: 'success' });
      } catch {
        showToast(TEXTS.saveFailed, { type: 'error' });
      }
    });
  };

  return (
    <TextField
      id={id}
      select
      label={TEXTS.label}
      value={shown}
      onChange={(event) => handleChange(event.target.value as KeepInTouch)}
      helperText={TEXTS.help(kindred.name)}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-busy': isSaving } }}
      sx={{ maxWidth: 420 }}
    >
      {KEEP_IN_TOUCH_CADENCES.map((cadence) => (
        <option key={cadence} value={cadence}>
          {KEEP_IN_TOUCH_LABELS[cadence]}
        </option>
      ))}
    </TextField>
  );
}
