import { useId, useOptimistic, useTransition } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { AI_PRIVACY_TEXTS as TEXTS } from '@kindred/core/ai-texts';
import { useToast } from '../../../components/toast/use-toast';

type AiPrivacySwitchProps = {
  isPrivate: boolean;
  /** Saves the new setting; the switch shows it at once and falls back to `isPrivate` if this rejects. */
  onSave: (isPrivate: boolean) => Promise<unknown>;
};

/** "Keep private from AI": such a person's memories go only to the built-in assistant, never to an outside provider. */
export function AiPrivacySwitch({ isPrivate, onSave }: AiPrivacySwitchProps) {
  const [shown, setShown] = useOptimistic(isPrivate);
  const [isSaving, startSaving] = useTransition();
  const { showToast } = useToast();
  const helperId = useId();

  const handleChange = (next: boolean) => {
    // One save at a time, so answers cannot land out of order; the switch keeps its focus meanwhile.
    if (isSaving) return;
    startSaving(async () => {
      setShown(next);
      try {
        await onSave(next);
      } catch {
        // The switch returns to the saved value by itself when the transition ends; the toast says why.
        showToast(TEXTS.saveFailed, { type: 'error' });
      }
    });
  };

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={shown}
            onChange={(_event, checked) => handleChange(checked)}
            slotProps={{ input: { 'aria-describedby': helperId, 'aria-busy': isSaving } }}
          />
        }
        label={TEXTS.label}
      />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {TEXTS.helper}
      </FormHelperText>
    </div>
  );
}
