import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { KEY_DATE_TEXTS } from '@kindred/core/memory-flow-texts';
import type { KeyDateDraft } from '../key-date-draft';
import { UtcDateField } from './utc-date-field';

export type KeyDateRowLabels = { title: string; date: string; annual: string; remove: string };

type KeyDateRowFieldsProps = {
  /** 1-based, names the row for screen readers ("Key date 2"). */
  position: number;
  row: KeyDateDraft;
  labels: KeyDateRowLabels;
  /** The title field first (the suggestion editor) or the date first (the Edit Memory dialog). */
  order: 'title-first' | 'date-first';
  disabled?: boolean;
  onChange: (patch: Partial<KeyDateDraft>) => void;
  onRemove: () => void;
};

/** One editable key date: its title, date, whether it comes back every year, and a remove button. */
export function KeyDateRowFields({ position, row, labels, order, disabled, onChange, onRemove }: KeyDateRowFieldsProps) {
  const title = (
    <TextField
      label={labels.title}
      value={row.eventTitle}
      onChange={(event) => onChange({ eventTitle: event.target.value })}
      disabled={disabled}
      fullWidth
    />
  );
  const date = <UtcDateField label={labels.date} value={row.date} onChange={(ymd) => onChange({ date: ymd })} disabled={disabled} />;
  return (
    <Box
      role="group"
      aria-label={KEY_DATE_TEXTS.row(position)}
      sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      {order === 'title-first' ? title : date}
      {order === 'title-first' ? date : title}
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gridColumn: '1 / -1' }}>
        <FormControlLabel
          control={<Checkbox checked={row.annual} onChange={(event) => onChange({ annual: event.target.checked })} disabled={disabled} />}
          label={labels.annual}
        />
        <Button color="error" size="small" onClick={onRemove} disabled={disabled}>
          {labels.remove}
        </Button>
      </Box>
    </Box>
  );
}
