import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EDIT_MEMORY_TEXTS } from '@kindred/core/memory-texts';
import { type KeyDateDraft, KeyDateRowFields, newKeyDateDraft } from '../../key-dates';

const LABELS = {
  date: EDIT_MEMORY_TEXTS.date,
  title: EDIT_MEMORY_TEXTS.eventTitle,
  annual: EDIT_MEMORY_TEXTS.annual,
  remove: EDIT_MEMORY_TEXTS.remove,
};

type AssociatedKeyDatesProps = {
  /** Null until the memory's key dates have loaded. */
  rows: KeyDateDraft[] | null;
  isLoading: boolean;
  hasFailed: boolean;
  onChange: (rows: KeyDateDraft[]) => void;
};

/** The Edit Memory dialog's "Associated Key Dates" (spec §2.5): each row's date, title, annual flag and Remove. */
export function AssociatedKeyDates({ rows, isLoading, hasFailed, onChange }: AssociatedKeyDatesProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {EDIT_MEMORY_TEXTS.associatedKeyDates}
      </Typography>
      {isLoading && (
        <Typography role="status" color="text.secondary">
          {EDIT_MEMORY_TEXTS.loadingKeyDates}
        </Typography>
      )}
      {hasFailed && (
        <Typography color="error" role="alert">
          {EDIT_MEMORY_TEXTS.failedToLoadKeyDates}
        </Typography>
      )}
      {rows?.length === 0 && <Typography color="text.secondary">{EDIT_MEMORY_TEXTS.noKeyDates}</Typography>}
      {rows?.map((row, index) => (
        <KeyDateRowFields
          key={row.key}
          position={index + 1}
          row={row}
          labels={LABELS}
          order="date-first"
          onChange={(patch) => onChange(rows.map((other) => (other.key === row.key ? { ...other, ...patch } : other)))}
          onRemove={() => onChange(rows.filter((other) => other.key !== row.key))}
        />
      ))}
      {rows && (
        <Button onClick={() => onChange([...rows, newKeyDateDraft()])} sx={{ mt: 1 }}>
          {EDIT_MEMORY_TEXTS.addKeyDate}
        </Button>
      )}
    </Box>
  );
}
