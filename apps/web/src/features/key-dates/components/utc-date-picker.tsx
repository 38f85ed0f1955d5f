import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DATE_PICKER_MAX, DATE_PICKER_MIN } from '@kindred/core/constants';
import { PICKER_RANGE_MESSAGE, isWithinPickerRange } from '@kindred/core/dates';
import type { UtcDateFieldProps } from './utc-date-field';

dayjs.extend(utc);

// Key dates are calendar days, not instants: the picker works in UTC so the browser's own zone
// can never move a day (spec §2.9, "dates are treated as UTC").
const MIN_DATE = dayjs.utc(DATE_PICKER_MIN);
const MAX_DATE = dayjs.utc(DATE_PICKER_MAX);

const toDayjs = (ymd: string): Dayjs | null => (ymd ? dayjs.utc(ymd) : null);
const toYmd = (value: Dayjs | null): string => {
  const ymd = value?.isValid() ? value.format('YYYY-MM-DD') : '';
  return isWithinPickerRange(ymd) ? ymd : '';
};

type PickerError = Parameters<NonNullable<DatePickerProps['onError']>>[0];

/** MUI X's date picker over 'YYYY-MM-DD' text: '' while empty, half typed or outside 1900–2099. */
export default function UtcDatePicker({ label, value, onChange, required, error, disabled }: UtcDateFieldProps) {
  // The picker keeps its own half-typed value: handing it back an empty one would wipe the sections.
  const [pickerValue, setPickerValue] = useState(() => toDayjs(value));
  const [emitted, setEmitted] = useState(value);
  const [pickerError, setPickerError] = useState<PickerError>(null);
  if (value !== emitted) {
    setEmitted(value);
    setPickerValue(toDayjs(value));
  }

  const handleChange = (next: Dayjs | null) => {
    const ymd = toYmd(next);
    setPickerValue(next);
    setEmitted(ymd);
    onChange(ymd);
  };

  const isOutOfRange = pickerError === 'minDate' || pickerError === 'maxDate';
  const message = error ?? (isOutOfRange ? PICKER_RANGE_MESSAGE : undefined);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DatePicker
        label={label}
        timezone="UTC"
        value={pickerValue}
        onChange={handleChange}
        onError={setPickerError}
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        disabled={disabled}
        slotProps={{ textField: { required, fullWidth: true, error: Boolean(message) || undefined, helperText: message } }}
      />
    </LocalizationProvider>
  );
}
