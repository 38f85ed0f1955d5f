import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
import { formatMDY } from '@kindred/core/dates';

export type UtcDateFieldProps = {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' while the field is empty, half typed or out of range. */
  onChange: (ymd: string) => void;
  required?: boolean;
  /** A message to show under the field. */
  error?: string | null;
  disabled?: boolean;
};

// MUI X's pickers weigh tens of kilobytes: they download when a form first shows a date field.
const loadPicker = () => import('./utc-date-picker');
const UtcDatePicker = lazy(loadPicker);

/** Starts downloading the date picker ahead of showing it. */
export function preloadUtcDatePicker(): Promise<unknown> {
  return loadPicker();
}

/** A calendar-date field (UTC, 1900-01-01..2099-12-31) that loads its picker on first use. */
export function UtcDateField(props: UtcDateFieldProps) {
  const placeholder = (
    <TextField label={props.label} value={props.value ? formatMDY(props.value) : ''} required={props.required} fullWidth disabled />
  );
  return (
    <Suspense fallback={placeholder}>
      <UtcDatePicker {...props} />
    </Suspense>
  );
}
